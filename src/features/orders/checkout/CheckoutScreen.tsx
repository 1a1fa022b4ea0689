import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Radio.css';
import { lazy, Suspense } from 'react';
import { Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { onlinePaymentAvailable } from '@/lib/payments/available';
import { CheckoutItems } from '@/features/orders/checkout/CheckoutItems';
import { DeliveryFields } from '@/features/orders/checkout/DeliveryFields';
import { useCheckout } from '@/features/orders/checkout/use-checkout';

// Shown only after Place order, or for a cart with prescription-only medicines: not in the first load.
const CheckoutDone = lazy(() => import('@/features/orders/checkout/CheckoutDone').then((m) => ({ default: m.CheckoutDone })));
const PrescriptionChoice = lazy(() =>
  import('@/features/orders/checkout/PrescriptionChoice').then((m) => ({ default: m.PrescriptionChoice })),
);
const wait = <Text c="dimmed">Loading…</Text>;

export function CheckoutScreen() {
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
          Sign in as a patient to check out
        </Text>
        <Text c="dimmed" mb="sm">
          Your cart stays on this device while you sign in.
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/cart/checkout' }} />}>
          Sign in
        </Button>
      </Paper>
    );
  else if (!c.lines || !c.jobsLoaded) body = <Text c="dimmed">Loading your cart…</Text>;
  else if (!c.lines.length)
    body = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={700} fz="lg">
          Your cart is empty
        </Text>
        <Button component={Link} to="/drugs/search" mt="sm">
          Find medicines
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
              Delivery
            </Title>
            {c.prefilled && (
              <Text fz="sm" c="dimmed" mb="xs" data-testid="prefilled">
                Filled in from your last order.
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
            <Radio.Group label="Payment" value={c.fields.payment} name="payment" onChange={(v) => c.set('payment', v as 'online')}>
              <Stack gap="xs" mt="xs">
                <Radio value="pay_on_delivery" label="Pay on delivery (cash, transfer or card at the door)" />
                <Radio
                  value="online"
                  disabled={!onlinePaymentAvailable}
                  label={`Pay online${onlinePaymentAvailable ? ' now: card, bank transfer or USSD' : ': not available'}`}
                />
              </Stack>
            </Radio.Group>
          </Paper>
          {c.formError && (
            <Paper withBorder radius="md" p="md" role="alert" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-9)' }}>
              <Text fw={700} c="red.9">
                The order was not placed
              </Text>
              <Text fz="sm">{c.formError}</Text>
            </Paper>
          )}
          <Button type="submit" size="md" loading={c.submitting}>
            Place order
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        Checkout
      </Title>
      {body}
    </Container>
  );
}
