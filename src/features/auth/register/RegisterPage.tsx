import { useEffect, useState } from 'react';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { prefetchSupabase } from '@/lib/auth/client';
import type { RegistrationRole } from '@/lib/auth/roles';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { registerSchema } from '@/features/auth/schemas';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { prefetchOutbox } from '@/features/auth/shared/outbox';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { PasswordField } from '@/features/auth/shared/PasswordField';
import { documentFor, emptyRegisterForm } from '@/features/auth/register/form';
import { DocumentField } from '@/features/auth/register/DocumentField';
import { RoleFields } from '@/features/auth/register/RoleFields';
import { RolePicker } from '@/features/auth/register/RolePicker';
import { useRegister, type ChosenDocument } from '@/features/auth/register/useRegister';
import { useRegisterDraft } from '@/features/auth/register/useRegisterDraft';

type Props = {
  /** From /pharmacy/register, /doctor/register or /rider/register: that role is picked. */
  initialRole?: RegistrationRole;
};

export function RegisterPage({ initialRole }: Props = {}) {
  const form = useSchemaForm(registerSchema, initialRole ? { ...emptyRegisterForm, role: initialRole } : emptyRegisterForm);
  const { values } = form;
  const [document, setDocument] = useState<ChosenDocument | null>(null);
  const { register, busy, failure, queued } = useRegister();
  // A role chosen by the link the person followed wins over the one in an older draft.
  useRegisterDraft(values, (draft) => form.setValues({ ...draft, ...(initialRole && { role: initialRole }) }));
  const doc = documentFor[values.role];
  useEffect(() => {
    const stopSupabase = prefetchSupabase();
    const stopOutbox = prefetchOutbox();
    return () => {
      stopSupabase();
      stopOutbox();
    };
  }, []);

  const submit = form.submit((registration) => void register(registration, doc ? document : null));

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Join Magani Health as a patient or a provider"
      width={680}
      footer={
        <Stack gap={6} align="center">
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/auth/login" fw={600}>
              Sign in
            </Anchor>
          </Text>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Back to Home
          </Anchor>
        </Stack>
      }
    >
      <FormAlert message={failure} />
      <QueuedAlert
        queued={queued}
        offlineText="Your registration is saved on this device. We'll create your account as soon as you're back online, then email you the confirmation link."
        retryTitle={notices.createAccountFailed}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RolePicker
            value={values.role}
            onChange={(role) => {
              form.setFieldValue('role', role);
              setDocument(null); // a pharmacy licence must not travel as a rider's papers
            }}
          />
          <TextInput label="Full name" withAsterisk autoComplete="name" {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="Phone number" type="tel" withAsterisk autoComplete="tel" placeholder="0803 123 4567" {...form.getInputProps('phone')} />
            <PasswordField
              label="Password"
              withAsterisk
              autoComplete="new-password"
              description="At least 6 characters"
              {...form.getInputProps('password')}
            />
            <PasswordField label="Confirm password" withAsterisk autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <RoleFields role={values.role} field={form.getInputProps} />
          {doc && <DocumentField key={values.role} label={doc.label} value={document} onChange={setDocument} />}
          <Button type="submit" fullWidth loading={busy} mt="xs">
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
