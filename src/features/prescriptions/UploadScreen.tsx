import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { LoadFailed } from '@/components/LoadFailed';
import { usePharmacies, type Pharmacy } from '@/features/prescriptions/pharmacies-source';
import { useUploadForm } from '@/features/prescriptions/use-upload-form';
import { UploadArea } from '@/features/prescriptions/UploadArea';
import { PharmacyChoice } from '@/features/prescriptions/PharmacyChoice';
import { DeliveryFields } from '@/features/prescriptions/DeliveryFields';
import { GuidelinesCard, NextStepsCard } from '@/features/prescriptions/InfoCards';
import classes from '@/features/prescriptions/UploadScreen.module.css';
import type { Missing } from '@/features/prescriptions/use-upload-form';
import { translate } from '@/lib/i18n/i18n';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

const missingText = {
  f: rx.missingFile,
  p: rx.missingPharmacy,
  a: rx.missingAddress,
  fp: rx.missingFilePharmacy,
  fa: rx.missingFileAddress,
  pa: rx.missingPharmacyAddress,
  fpa: rx.missingAll,
} satisfies Record<Exclude<Missing, ''>, unknown>;

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
    <Title order={2} fz="lg" mb="sm" id={id}>
      {title}
    </Title>
    {children}
  </Paper>
);

export function UploadScreen({ pharmacies: fromLoader }: { pharmacies?: Pharmacy[] }) {
  const t = useT();
  const state = usePharmacies(fromLoader);
  return (
    <Container size="lg" py="lg">
      {/* Long words of a longer language break rather than push the page sideways at 320 px. */}
      <Title order={1} fz={{ base: 28, md: 36 }} style={{ overflowWrap: 'anywhere' }}>
        {t(rx.upload)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(rx.uploadLead)}
      </Text>
      {state.status === 'ready' ? (
        <UploadForm pharmacies={state.data} />
      ) : state.status === 'error' ? (
        <LoadFailed what={t(rx.pharmaciesWhat)} onRetry={state.retry} />
      ) : (
        <Text c="dimmed" role="status">
          {t(rx.loadingPharmacies)}
        </Text>
      )}
    </Container>
  );
}

function UploadForm({ pharmacies }: { pharmacies: Pharmacy[] }) {
  const t = useT();
  const form = useUploadForm(pharmacies);
  const navigate = useNavigate();

  const submit = async () => {
    try {
      const id = await form.submit();
      if (id) await navigate({ to: '/prescriptions/confirmation', search: { id } });
    } catch {
      notify({
        title: translate(rx.notSaved),
        message: translate(rx.notSavedText),
        color: 'red',
      });
    }
  };

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Section id="files-heading" title={t(rx.filesHeading)}>
          <UploadArea files={form.files} onAdd={form.addFiles} onRemove={form.removeFile} />
        </Section>
        <Section id="pharmacy-heading" title={t(rx.pharmacyHeading)}>
          <PharmacyChoice pharmacies={form.pharmacies} nearState={form.deliveryState} value={form.pharmacyId} onChange={form.setPharmacyId} />
        </Section>
        <Section id="delivery-heading" title={t(rx.deliveryHeading)}>
          <DeliveryFields form={form} />
        </Section>
        <div>
          <Button
            size="md"
            fullWidth
            h="auto"
            mih={42}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            disabled={!form.canSubmit}
            loading={form.submitting}
            onClick={() => void submit()}
          >
            {t(rx.submit)}
          </Button>
          {form.missing && (
            <Text fz="sm" c="dimmed" ta="center" mt={6}>
              {t(missingText[form.missing])}
            </Text>
          )}
          <Text fz="xs" c="dimmed" ta="center" mt="sm">
            {t(rx.terms)}
          </Text>
        </div>
      </Stack>
      <Stack gap="md" className={classes.aside}>
        <GuidelinesCard />
        <NextStepsCard />
      </Stack>
    </div>
  );
}
