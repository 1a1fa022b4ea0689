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
import { useLogisticsSignup } from '@/features/auth/logistics/useLogisticsSignup';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';

export function LogisticsSignupPage() {
  const form = useSchemaForm(logisticsSchema, { fullName: '', email: '', phone: '', address: '', governmentId: '' });
  const signup = useLogisticsSignup();
  const t = useT();
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
      title={t(m.title)}
      subtitle={t(m.subtitle)}
      width={640}
      footer={
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          {t(s.backToHome)}
        </Anchor>
      }
    >
      <FormAlert title={signup.problem?.title} message={signup.problem?.message} />
      {signup.stage === 'code' && <FormAlert color="green" title={notices.otpSentTitle} message={notices.otpSent} />}
      {signup.stage === 'email' && <FormAlert color="blue" title={notices.emailLinkTitle} message={notices.emailLink} />}
      <QueuedAlert
        queued={signup.sendQueued}
        offlineText={t(m.codeOffline)}
        retryTitle={notices.otpFailedTitle}
        note={t(m.codeOnline)}
      />
      <QueuedAlert
        queued={signup.createQueued}
        offlineText={t(m.createOffline)}
        retryTitle={notices.signupErrorTitle}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t(s.fullName)} autoComplete="name" readOnly={locked} {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t(s.email)} type="email" autoComplete="email" readOnly={locked} {...form.getInputProps('email')} />
            <TextInput
              label={t(s.phone)}
              type="tel"
              autoComplete="tel"
              placeholder="0803 123 4567"
              description={t(m.phoneHint)}
              readOnly={locked}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <TextInput label={t(s.address)} autoComplete="street-address" readOnly={locked} {...form.getInputProps('address')} />
          <TextInput
            label={t(m.governmentId)}
            description={t(m.governmentIdHint)}
            readOnly={locked}
            {...form.getInputProps('governmentId')}
          />
          <Text size="sm" c="dimmed">
            {t(m.tier2Note)}
          </Text>
          {!locked && (
            <Button type="submit" fullWidth loading={signup.busy}>
              {t(m.sendOtp)}
            </Button>
          )}
        </Stack>
      </form>
      {locked && (
        <Stack gap="sm" mt="md">
          {signup.stage === 'code' && <CodeStep busy={signup.busy} onVerify={signup.verifyAndCreate} newest={signup.newestCode} />}
          <Button variant="subtle" onClick={signup.editDetails}>
            {t(m.changeDetails)}
          </Button>
        </Stack>
      )}
    </AuthScreen>
  );
}
