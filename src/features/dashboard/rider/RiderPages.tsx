import type { ReactNode } from 'react';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { RiderBoard } from '@/lib/orders/api';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { AvailabilityToggle } from '@/features/dashboard/rider/AvailabilityToggle';
import { CurrentDeliveries } from '@/features/dashboard/rider/RiderLists';
import { useRiderBoard } from '@/features/dashboard/rider/use-rider-board';

function RiderPage({ title, children }: { title: string; children: (board: RiderBoard, refresh: () => Promise<void>) => ReactNode }) {
  const { data, error, refresh } = useRiderBoard();
  return (
    <Container size="md" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        {title}
      </Title>
      {data ? children(data, refresh) : <Text>{error ? `Could not load: ${error}` : 'Loading…'}</Text>}
    </Container>
  );
}

const History = ({ board }: { board: RiderBoard }) =>
  board.history.length ? (
    <ItemList
      items={board.history.map((h) => ({
        key: h.reference,
        title: `${h.reference} · ${h.pharmacy_name}`,
        lines: [`To ${h.delivery_lga}, ${h.delivery_state}`, `Delivered ${formatDateTime(h.delivered_at)}`],
      }))}
    />
  ) : (
    <Text c="dimmed">No delivered orders yet.</Text>
  );

export const RiderStatusScreen = () => (
  <RiderPage title="Update Status">
    {(board, refresh) => (
      <SectionCard title={board.rider.name}>
        <AvailabilityToggle rider={board.rider} onChanged={refresh} />
      </SectionCard>
    )}
  </RiderPage>
);

export const RiderHistoryScreen = () => <RiderPage title="Delivery History">{(board) => <History board={board} />}</RiderPage>;

const mapLink = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

export const RiderMapScreen = () => (
  <RiderPage title="Your Route">
    {(board, refresh) =>
      board.current.length ? (
        <>
          {board.current.map((o) => (
            <Text key={o.id} size="sm">
              {o.reference}:{' '}
              <Anchor href={mapLink(`${o.pharmacy.address ?? o.pharmacy.name}`)} target="_blank" rel="noopener">
                pharmacy on the map
              </Anchor>{' '}
              ·{' '}
              <Anchor href={mapLink(`${o.address.street}, ${o.address.lga}, ${o.address.state}, Nigeria`)} target="_blank" rel="noopener">
                drop-off on the map
              </Anchor>
            </Text>
          ))}
          <CurrentDeliveries board={board} onChanged={refresh} />
        </>
      ) : (
        <Text c="dimmed">No delivery in progress.</Text>
      )
    }
  </RiderPage>
);
