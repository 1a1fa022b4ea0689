import { lazy, Suspense } from 'react';
import { Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { onlinePaymentAvailable } from '@/lib/payments/available';
import { CheckoutItems } from '@/features/orders/checkout/CheckoutItems';
import { DeliveryFields } from '@/features/orders/checkout/DeliveryFields';
import { useCheckout } from '@/features/orders/checkout/use-checkout';
import { useT } from '@/lib/i18n/use-t';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

// Shown only after Place order, or for a cart with prescription-only medicines: not in the first load.
const CheckoutDone = lazy(() => import('@/features/orders/checkout/CheckoutDone').then((m) => ({ default: m.CheckoutDone })));
const PrescriptionChoice = lazy(() =>
  import('@/features/orders/checkout/PrescriptionChoice').then((m) => ({ default: m.PrescriptionChoice })),
);
function Wait() {
  const t = useT();
  return <Text c="dimmed">{t(k.loading)}</Text>;
}
const wait = <Wait />;

export function CheckoutScreen() {
  const t = useT();
  const c = useCheckout();
  const patient = c.hint.signedIn && (!c.hint.role || c.hint.role === 'patient');

  let body;
  if (c.outcome)
    body = (
      <Suspense fallback={wait}>
        <CheckoutDone outcome={c.outcome} />
      </Suspense>
    );
  else if (!patient)
    body = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={700} fz="lg">
          {t(k.signInTitle)}
        </Text>
        <Text c="dimmed" mb="sm">
          {t(k.signInText)}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/cart/checkout' }} />}>
          {t(k.signIn)}
        </Button>
      </Paper>
    );
  else if (!c.lines || !c.jobsLoaded) body = <Text c="dimmed">{t(k.loadingCart)}</Text>;
  else if (!c.lines.length)
    body = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={700} fz="lg">
          {t(k.empty)}
        </Text>
        <Button component={Link} to="/drugs/search" mt="sm">
          {t(k.findMedicines)}
        </Button>
      </Paper>
    );
  else {
    const lines = c.lines;
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void c.submit(lines);
        }}
      >
        <Stack gap="md">
          <CheckoutItems lines={lines} quote={c.quote} />
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="delivery-heading">
            <Title order={2} fz="lg" mb="sm" id="delivery-heading">
              {t(k.delivery)}
            </Title>
            {c.prefilled && (
              <Text fz="sm" c="dimmed" mb="xs" data-testid="prefilled">
                {t(k.prefilled)}
              </Text>
            )}
            <DeliveryFields fields={c.fields} errors={c.errors} set={c.set} />
          </Paper>
          {c.needsPrescription && (
            <Paper withBorder radius="lg" p="md" component="section">
              <Suspense fallback={wait}>
                <PrescriptionChoice value={c.fields.prescriptionId} error={c.errors.prescriptionId} onChange={(id) => c.set('prescriptionId', id)} />
              </Suspense>
            </Paper>
          )}
          <Paper withBorder radius="lg" p="md" component="section">
            <Radio.Group label={t(k.payment)} value={c.fields.payment} name="payment" onChange={(v) => c.set('payment', v as 'online')}>
              <Stack gap="xs" mt="xs">
                <Radio value="pay_on_delivery" label={t(k.payOnDelivery)} />
                <Radio
                  value="online"
                  disabled={!onlinePaymentAvailable}
                  label={t(onlinePaymentAvailable ? k.payOnline : k.payOnlineOff)}
                />
              </Stack>
            </Radio.Group>
          </Paper>
          {c.formError && (
            <Paper withBorder radius="md" p="md" role="alert" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-9)' }}>
              <Text fw={700} c="red.9">
                {t(k.notPlaced)}
              </Text>
              <Text fz="sm">{c.formError}</Text>
            </Paper>
          )}
          <Button type="submit" size="md" loading={c.submitting}>
            {t(k.place)}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        {t(k.title)}
      </Title>
      {body}
    </Container>
  );
}
