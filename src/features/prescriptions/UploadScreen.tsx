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

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
    <Title order={2} fz="lg" mb="sm" id={id}>
      {title}
    </Title>
    {children}
  </Paper>
);

export function UploadScreen({ pharmacies: fromLoader }: { pharmacies?: Pharmacy[] }) {
  const state = usePharmacies(fromLoader);
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 28, md: 36 }}>
        Upload Prescription
      </Title>
      <Text c="dimmed" mb="lg">
        Send your prescription to a verified pharmacy and get your medicines delivered.
      </Text>
      {state.status === 'ready' ? (
        <UploadForm pharmacies={state.data} />
      ) : state.status === 'error' ? (
        <LoadFailed what="the list of pharmacies" onRetry={state.retry} />
      ) : (
        <Text c="dimmed" role="status">
          Loading pharmacies…
        </Text>
      )}
    </Container>
  );
}

function UploadForm({ pharmacies }: { pharmacies: Pharmacy[] }) {
  const form = useUploadForm(pharmacies);
  const navigate = useNavigate();

  const submit = async () => {
    try {
      const id = await form.submit();
      if (id) await navigate({ to: '/prescriptions/confirmation', search: { id } });
    } catch {
      notify({
        title: 'Not saved',
        message: 'Your prescription could not be saved on this device. Please try again.',
        color: 'red',
      });
    }
  };

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Section id="files-heading" title="Prescription Files">
          <UploadArea files={form.files} onAdd={form.addFiles} onRemove={form.removeFile} />
        </Section>
        <Section id="pharmacy-heading" title="Choose Pharmacy">
          <PharmacyChoice pharmacies={form.pharmacies} nearState={form.deliveryState} value={form.pharmacyId} onChange={form.setPharmacyId} />
        </Section>
        <Section id="delivery-heading" title="Delivery Information">
          <DeliveryFields form={form} />
        </Section>
        <div>
          <Button
            size="md"
            fullWidth
            disabled={!form.canSubmit}
            loading={form.submitting}
            onClick={() => void submit()}
          >
            Submit Prescription
          </Button>
          {form.missing.length > 0 && (
            <Text fz="sm" c="dimmed" ta="center" mt={6}>
              To submit, add {form.missing.join(', ').replace(/, ([^,]*)$/, ' and $1')}.
            </Text>
          )}
          <Text fz="xs" c="dimmed" ta="center" mt="sm">
            By submitting, you confirm that this prescription is genuine and was issued to you or someone in your care,
            and you agree to Magani Health's Terms of Service and Privacy Policy. A pharmacist may contact you before
            dispensing.
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
