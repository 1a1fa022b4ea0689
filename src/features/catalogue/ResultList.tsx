import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { alternativesFor, originFor, searchCatalogue, type Catalogue, type SearchFilters } from '@/features/catalogue/search';
import type { Point } from '@/features/catalogue/geo';
import type { CartSnapshot } from '@/features/catalogue/cart-snapshot';
import { MedicineCard } from '@/features/catalogue/MedicineCard';

// Ten cards at a time keep the first render and typing quick on a cheap phone; the rest are one
// tap away.
const PAGE = 10;

type Props = {
  catalogue: Catalogue;
  filters: SearchFilters;
  cart: CartSnapshot;
  sortSlot: ReactNode;
  position?: Point;
};

export function ResultList({ catalogue, filters, cart, sortSlot, position }: Props) {
  const results = useMemo(() => searchCatalogue(catalogue, filters, position), [catalogue, filters, position]);
  const origin = originFor(filters, position);
  const [limit, setLimit] = useState(PAGE);
  const [shownFor, setShownFor] = useState(results);
  if (shownFor !== results) {
    setShownFor(results);
    setLimit(PAGE);
  }
  const visible = results.slice(0, limit);

  return (
    <>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Text component="h2" fw={700} fz={{ base: 'sm', sm: 'md' }} aria-live="polite">
          Found {results.length} medication{results.length === 1 ? '' : 's'}
        </Text>
        {sortSlot}
      </Group>
      {results.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No medications match your search.</Text>
          <Text c="dimmed" fz="sm">
            Try another spelling, the generic name, or clear some filters.
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {visible.map((result) => (
            <MedicineCard
              key={result.entry.medicine.id}
              result={result}
              quantities={cart.quantities}
              wished={cart.wishlist.has(result.entry.medicine.id)}
              alternatives={alternativesFor(catalogue, result.entry)}
              sort={filters.sort}
              origin={origin}
            />
          ))}
        </SimpleGrid>
      )}
      {results.length > limit && (
        <Group justify="center" mt="lg">
          <Button variant="default" onClick={() => setLimit((n) => n + PAGE * 2)}>
            Show more ({results.length - limit} more)
          </Button>
        </Group>
      )}
    </>
  );
}
