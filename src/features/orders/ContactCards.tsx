import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPhone } from '@/components/icons';
import { IconChat, IconStar } from '@/components/screen-icons';
import type { Order } from '@/features/orders/order-schema';
import { smsLink, telLink } from '@/features/orders/links';

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
      <Text fz="sm" mb="sm">
        {pharmacy.phone}
      </Text>
      <Button
        component="a"
        href={telLink(pharmacy.phone)}
        variant="default"
        fullWidth
        leftSection={<IconPhone size={16} />}
      >
        Call Pharmacy
      </Button>
    </Paper>
  );
}

export function RiderCard({ order }: { order: Order }) {
  const { rider } = order;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rider-heading">
      <Title order={2} fz="lg" mb="xs" id="rider-heading">
        Your Rider
      </Title>
      <Group wrap="nowrap" gap="sm" mb="sm">
        <Avatar color="blue" radius="xl" aria-hidden="true">
          {initials(rider.name)}
        </Avatar>
        <div>
          <Text fw={700}>{rider.name}</Text>
          <Group gap={4}>
            <IconStar size={14} color="#b25e00" />
            <Text fz="sm" fw={600}>
              {rider.rating.toFixed(1)}
            </Text>
            <Text fz="sm" c="dimmed">
              rider rating
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {rider.vehicle}
          </Text>
        </div>
      </Group>
      <Group grow gap="sm">
        <Button
          component="a"
          href={telLink(rider.phone)}
          leftSection={<IconPhone size={16} />}
          aria-label={`Call ${rider.name}`}
        >
          Call
        </Button>
        <Button
          component="a"
          href={smsLink(rider.phone)}
          variant="default"
          leftSection={<IconChat size={16} />}
          aria-label={`Chat with ${rider.name}`}
        >
          Chat
        </Button>
      </Group>
    </Paper>
  );
}
