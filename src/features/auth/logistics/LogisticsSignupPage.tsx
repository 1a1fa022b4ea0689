import { useEffect } from 'react';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { prefetchSupabase } from '@/lib/auth/client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { logisticsSchema } from '@/features/auth/schemas';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { prefetchOutbox } from '@/features/auth/shared/outbox';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { CodeStep } from '@/features/auth/logistics/CodeStep';
import { CODE_NEEDS_CONNECTION, useLogisticsSignup } from '@/features/auth/logistics/useLogisticsSignup';

export function LogisticsSignupPage() {
  const form = useSchemaForm(logisticsSchema, { fullName: '', email: '', phone: '', address: '', governmentId: '' });
  const signup = useLogisticsSignup();
  const locked = signup.stage !== 'details' || signup.sendQueued !== null;
  useEffect(() => {
    const stopSupabase = prefetchSupabase();
    const stopOutbox = prefetchOutbox();
    return () => {
      stopSupabase();
      stopOutbox();
    };
  }, []);

  const submit = form.submit((details) => void signup.sendCode(details));

  return (
    <AuthScreen
      title="Become a Logistics Provider"
      subtitle="Tier 1 signup: verify your phone number and start with up to 2 vehicles."
      width={640}
      footer={
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          Back to Home
        </Anchor>
      }
    >
      <FormAlert title={signup.problem?.title} message={signup.problem?.message} />
      {signup.stage === 'code' && <FormAlert color="green" title={notices.otpSentTitle} message={notices.otpSent} />}
      {signup.stage === 'email' && <FormAlert color="blue" title={notices.emailLinkTitle} message={notices.emailLink} />}
      <QueuedAlert
        queued={signup.sendQueued}
        offlineText="We'll send your code as soon as you're back online, and the code box appears here."
        retryTitle={notices.otpFailedTitle}
        note={CODE_NEEDS_CONNECTION}
      />
      <QueuedAlert
        queued={signup.createQueued}
        offlineText="Your code is checked. We'll create your provider account as soon as you're back online."
        retryTitle={notices.signupErrorTitle}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" readOnly={locked} {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="email" readOnly={locked} {...form.getInputProps('email')} />
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="0803 123 4567"
              description="We send your code to this number"
              readOnly={locked}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <TextInput label="Address" autoComplete="street-address" readOnly={locked} {...form.getInputProps('address')} />
          <TextInput
            label="Government ID"
            description="NIN, voter's card or driver's licence number"
            readOnly={locked}
            {...form.getInputProps('governmentId')}
          />
          <Text size="sm" c="dimmed">
            Tier 2 needs vehicle papers and CAC documents. You can upgrade once your Tier 1 account is ready.
          </Text>
          {!locked && (
            <Button type="submit" fullWidth loading={signup.busy}>
              Send OTP
            </Button>
          )}
        </Stack>
      </form>
      {locked && (
        <Stack gap="sm" mt="md">
          {signup.stage === 'code' && <CodeStep busy={signup.busy} onVerify={signup.verifyAndCreate} newest={signup.newestCode} />}
          <Button variant="subtle" onClick={signup.editDetails}>
            Change details or send again
          </Button>
        </Stack>
      )}
    </AuthScreen>
  );
}
