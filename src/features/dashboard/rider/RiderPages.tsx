import type { ReactNode } from 'react';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { RiderBoard } from '@/lib/orders/api';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { AvailabilityToggle } from '@/features/dashboard/rider/AvailabilityToggle';
import { CurrentDeliveries } from '@/features/dashboard/rider/RiderLists';
import { rider as messages } from '@/features/dashboard/rider/rider.messages';
import { useRiderBoard } from '@/features/dashboard/rider/use-rider-board';

function RiderPage({ title, children }: { title: Message; children: (board: RiderBoard, refresh: () => Promise<void>) => ReactNode }) {
  const t = useT();
  const { data, error, refresh } = useRiderBoard();
  return (
    <Container size="md" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        {t(title)}
      </Title>
      {data ? children(data, refresh) : <Text>{error ? t(messages.loadFailed, { error }) : t(messages.loading)}</Text>}
    </Container>
  );
}

function History({ board }: { board: RiderBoard }) {
  const t = useT();
  return board.history.length ? (
    <ItemList
      items={board.history.map((h) => ({
        key: h.reference,
        title: <span translate="no">{`${h.reference} · ${h.pharmacy_name}`}</span>,
        lines: [t(messages.to, { address: `${h.delivery_lga}, ${h.delivery_state}` }), t(messages.deliveredAt, { when: formatDateTime(h.delivered_at) })],
      }))}
    />
  ) : (
    <Text c="dimmed">{t(messages.noHistory)}</Text>
  );
}

export const RiderStatusScreen = () => (
  <RiderPage title={messages.actionStatus}>
    {(board, refresh) => (
      <SectionCard title={<span translate="no">{board.rider.name}</span>}>
        <AvailabilityToggle rider={board.rider} onChanged={refresh} />
      </SectionCard>
    )}
  </RiderPage>
);

export const RiderHistoryScreen = () => <RiderPage title={messages.actionHistory}>{(board) => <History board={board} />}</RiderPage>;

const mapLink = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

function Route({ board, refresh }: { board: RiderBoard; refresh: () => Promise<void> }) {
  const t = useT();
  if (!board.current.length) return <Text c="dimmed">{t(messages.noDelivery)}</Text>;
  return (
    <>
      {board.current.map((o) => (
        <Text key={o.id} size="sm">
          <span translate="no">{o.reference}</span>:{' '}
          <Anchor href={mapLink(`${o.pharmacy.address ?? o.pharmacy.name}`)} target="_blank" rel="noopener">
            {t(messages.mapPharmacy)}
          </Anchor>{' '}
          ·{' '}
          <Anchor href={mapLink(`${o.address.street}, ${o.address.lga}, ${o.address.state}, Nigeria`)} target="_blank" rel="noopener">
            {t(messages.mapDropOff)}
          </Anchor>
        </Text>
      ))}
      <CurrentDeliveries board={board} onChanged={refresh} />
    </>
  );
}

export const RiderMapScreen = () => <RiderPage title={messages.mapTitle}>{(board, refresh) => <Route board={board} refresh={refresh} />}</RiderPage>;
