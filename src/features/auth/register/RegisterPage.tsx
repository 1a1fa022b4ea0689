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
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { registerMessages as m } from '@/features/auth/register/register.messages';

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
  const t = useT();
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
      title={t(m.title)}
      subtitle={t(m.subtitle)}
      width={680}
      footer={
        <Stack gap={6} align="center">
          <Text size="sm">
            {t(m.haveAccount)}{' '}
            <Anchor component={Link} to="/auth/login" fw={600}>
              {t(m.signIn)}
            </Anchor>
          </Text>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            {t(s.backToHome)}
          </Anchor>
        </Stack>
      }
    >
      <FormAlert message={failure} />
      <QueuedAlert
        queued={queued}
        offlineText={t(m.offline)}
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
          <TextInput label={t(s.fullName)} withAsterisk autoComplete="name" {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t(s.email)} type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label={t(s.phone)} type="tel" withAsterisk autoComplete="tel" placeholder="0803 123 4567" {...form.getInputProps('phone')} />
            <PasswordField
              label={t(s.password)}
              withAsterisk
              autoComplete="new-password"
              description={t(s.atLeastSix)}
              {...form.getInputProps('password')}
            />
            <PasswordField label={t(m.confirmPassword)} withAsterisk autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <RoleFields role={values.role} field={form.getInputProps} />
          {doc && <DocumentField key={values.role} label={t(doc.label)} removeLabel={t(doc.remove)} value={document} onChange={setDocument} />}
          <Button type="submit" fullWidth loading={busy} mt="xs">
            {t(m.submit)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
