import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPhone } from '@/components/icons';
import { IconChat } from '@/components/screen-icons';
import type { Order } from '@/features/orders/order-schema';
import { smsLink, telLink } from '@/features/orders/links';
import classes from '@/features/orders/LiveLocationCard.module.css';

// A drawn placeholder: streets, the route from the pharmacy to the door, and the rider on it.
function MapSketch() {
  return (
    <svg
      viewBox="0 0 320 160"
      className={classes.map}
      role="img"
      aria-label="Map: the rider is on the way from the pharmacy to your address"
    >
      <rect width="320" height="160" fill="#e9f3ee" />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round">
        <path d="M0 40h320M0 118h320M70 0v160M190 0v160M265 0v160" />
      </g>
      <g fill="#d3e6da">
        <rect x="84" y="52" width="92" height="52" rx="6" />
        <rect x="204" y="52" width="48" height="52" rx="6" />
        <rect x="8" y="52" width="48" height="52" rx="6" />
      </g>
      <path
        d="M40 118H190V40h75"
        fill="none"
        stroke="#0b6e44"
        strokeWidth="4"
        strokeDasharray="8 6"
        strokeLinecap="round"
      />
      <g transform="translate(40 118)">
        <circle r="11" fill="#0b6e44" />
        <path d="M-4 0h8M0 -4v8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </g>
      <g transform="translate(265 40)">
        <circle r="11" fill="#b42318" />
        <path d="M-5 1 0-4l5 5M-3 0v5h6V0" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </g>
      <g transform="translate(190 78)" className={classes.rider}>
        <circle r="14" fill="#c2410c" opacity="0.25" />
        <circle r="8" fill="#c2410c" stroke="#fff" strokeWidth="3" />
      </g>
    </svg>
  );
}

export function LiveLocationCard({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="live-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="live-heading">
          Live Location
        </Title>
        <Text fz="sm" fw={700} c="#9a3412">
          Rider is 2.3km away
        </Text>
      </Group>
      <MapSketch />
      <Group grow mt="sm" gap="sm">
        <Button component="a" href={telLink(order.rider.phone)} leftSection={<IconPhone size={16} />}>
          Call Rider
        </Button>
        <Button component="a" href={smsLink(order.rider.phone)} variant="default" leftSection={<IconChat size={16} />}>
          Message
        </Button>
      </Group>
    </Paper>
  );
}
