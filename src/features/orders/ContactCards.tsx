import { Avatar, Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconMessage, IconPhone } from "@tabler/icons-react";
import type { Order } from "@/lib/orders/schema";
import { smsLink, telLink } from "@/features/orders/links";
import { formatPhone } from "@/lib/format-phone";
import { useT } from "@/lib/i18n/use-t";
import { track as m } from "@/features/orders/track.messages";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");

// A longer label (another language) wraps inside its button rather than widening the page.
const wrapping = {
  root: { height: "auto", minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: "normal" },
} as const;

export function PharmacyCard({ order }: { order: Order }) {
  const t = useT();
  const { pharmacy } = order;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="pharmacy-heading"
    >
      <Title order={2} fz="lg" mb="xs" id="pharmacy-heading">
        {t(m.pharmacy)}
      </Title>
      <Text fw={700} translate="no">
        {pharmacy.name}
      </Text>
      <Text fz="sm" c="dimmed" translate="no">
        {pharmacy.address}
      </Text>
      {pharmacy.phone && (
        <>
          <Text fz="sm" mb="sm" translate="no">
            {formatPhone(pharmacy.phone)}
          </Text>
          <Button
            styles={wrapping}
            component="a"
            href={telLink(pharmacy.phone)}
            variant="default"
            fullWidth
            leftSection={<IconPhone size={16} aria-hidden />}
          >
            {t(m.callPharmacy)}
          </Button>
        </>
      )}
    </Paper>
  );
}

export function RiderCard({ order }: { order: Order }) {
  const t = useT();
  const { rider } = order;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="rider-heading"
      data-testid="rider-card"
    >
      <Title order={2} fz="lg" mb="xs" id="rider-heading">
        {t(m.rider)}
      </Title>
      {!rider ? (
        <Text fz="sm" c="dimmed">
          {t(m.noRider)}
        </Text>
      ) : (
        <>
          <Group wrap="nowrap" gap="sm" mb="sm">
            <Avatar color="blue" radius="xl" aria-hidden="true">
              {initials(rider.name)}
            </Avatar>
            <div translate="no">
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
              <Button
                styles={wrapping}
                component="a"
                href={telLink(rider.phone)}
                leftSection={<IconPhone size={16} aria-hidden />}
                aria-label={t(m.callLabel, { name: rider.name })}
              >
                {t(m.call)}
              </Button>
              <Button
                styles={wrapping}
                component="a"
                href={smsLink(rider.phone)}
                variant="default"
                leftSection={<IconMessage size={16} aria-hidden />}
                aria-label={t(m.chatLabel, { name: rider.name })}
              >
                {t(m.chat)}
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
  const t = useT();
  if (
    !order.delivery_code ||
    ["delivered", "declined", "cancelled"].includes(order.status)
  )
    return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="code-heading"
    >
      <Title order={2} fz="lg" mb={4} id="code-heading">
        {t(m.code)}
      </Title>
      <Text fz={32} fw={800} lts={6} data-testid="delivery-code">
        {order.delivery_code}
      </Text>
      <Text fz="sm" c="dimmed">
        {t(m.codeText)}
      </Text>
    </Paper>
  );
}
