import { Avatar, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import type { Order } from '@/lib/orders/schema';
import { smsLink, telLink } from '@/features/orders/links';
import { formatPhone } from '@/lib/format-phone';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

export function PharmacyCard({ order }: { order: Order }) {
  const { pharmacy } = order;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pharmacy-heading">
      <Title order={2} fz="lg" mb="xs" id="pharmacy-heading">
        Pharmacy
      </Title>
      <Text fw={700}>{pharmacy.name}</Text>
      <Text fz="sm" c="dimmed">
        {pharmacy.address}
      </Text>
      {pharmacy.phone && (
        <>
          <Text fz="sm" mb="sm">
            {formatPhone(pharmacy.phone)}
          </Text>
          <Button component="a" href={telLink(pharmacy.phone)} variant="default" fullWidth leftSection={<IconPhone size={16} aria-hidden />}>
            Call Pharmacy
          </Button>
        </>
      )}
    </Paper>
  );
}

export function RiderCard({ order }: { order: Order }) {
  const { rider } = order;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rider-heading" data-testid="rider-card">
      <Title order={2} fz="lg" mb="xs" id="rider-heading">
        Your Rider
      </Title>
      {!rider ? (
        <Text fz="sm" c="dimmed">
          A rider is assigned once the pharmacy has your order ready. Their name and phone number will show here.
        </Text>
      ) : (
        <>
          <Group wrap="nowrap" gap="sm" mb="sm">
            <Avatar color="blue" radius="xl" aria-hidden="true">
              {initials(rider.name)}
            </Avatar>
            <div>
              <Text fw={700}>{rider.name}</Text>
              {rider.phone && <Text fz="sm">{formatPhone(rider.phone)}</Text>}
              {rider.vehicle && (
                <Text fz="sm" c="dimmed">
                  {rider.vehicle}
                </Text>
              )}
            </div>
          </Group>
          {rider.phone && (
            <Group grow gap="sm">
              <Button component="a" href={telLink(rider.phone)} leftSection={<IconPhone size={16} aria-hidden />} aria-label={`Call ${rider.name}`}>
                Call
              </Button>
              <Button
                component="a"
                href={smsLink(rider.phone)}
                variant="default"
                leftSection={<IconMessage size={16} aria-hidden />}
                aria-label={`Chat with ${rider.name} by SMS`}
              >
                Chat
              </Button>
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}

/** The code the rider asks for at the door: only the patient's own view carries it. */
export function DeliveryCodeCard({ order }: { order: Order }) {
  if (!order.delivery_code || ['delivered', 'declined', 'cancelled'].includes(order.status)) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="code-heading">
      <Title order={2} fz="lg" mb={4} id="code-heading">
        Delivery code
      </Title>
      <Text fz={32} fw={800} lts={6} data-testid="delivery-code">
        {order.delivery_code}
      </Text>
      <Text fz="sm" c="dimmed">
        Tell this code to the rider when they hand over your order. Never share it before.
      </Text>
    </Paper>
  );
}
