import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { alternativesFor, originFor, searchCatalogue, type Catalogue, type SearchFilters } from '@/features/catalogue/search';
import type { Point } from '@/features/catalogue/geo';
import type { CartSnapshot } from '@/features/catalogue/cart-snapshot';
import { MedicineCard } from '@/features/catalogue/MedicineCard';
import { opened, openMedicines } from '@/features/catalogue/catalogue-source';
import { useOnline } from '@/lib/use-online';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

// Ten cards at a time keep the first render and typing quick on a cheap phone; the rest are one
// tap away.
const PAGE = 10;
// Offers of the medicines on screen are fetched once per copy (then kept for offline), after typing settles.
const OPEN_AFTER_MS = 300;
const RETRY_MS = 5_000;

type Props = {
  catalogue: Catalogue;
  filters: SearchFilters;
  cart: CartSnapshot;
  sortSlot: ReactNode;
  position?: Point;
};

export function ResultList({ catalogue, filters, cart, sortSlot, position }: Props) {
  const t = useT();
  usePlurals(true);
  const results = useMemo(() => searchCatalogue(catalogue, filters, position), [catalogue, filters, position]);
  const origin = originFor(filters, position);
  const [limit, setLimit] = useState(PAGE);
  // Back to the first page when the search changes, not when offers arrive for the cards shown.
  const [shownFor, setShownFor] = useState(filters);
  if (shownFor !== filters) {
    setShownFor(filters);
    setLimit(PAGE);
  }
  const visible = results.slice(0, limit);
  const online = useOnline();
  const toOpen = online ? visible.map((r) => r.entry.medicine.id).filter((id) => !opened.has(`${catalogue.state}:${id}`)) : [];
  const key = toOpen.join(',');
  const state = catalogue.state;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      const ids = key.split(',');
      const keys = ids.map((id) => `${state}:${id}`);
      for (const k of keys) opened.add(k);
      openMedicines(ids).catch(() => {
        for (const k of keys) opened.delete(k);
        setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      });
    }, OPEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, attempt, state]);

  return (
    <>
      {/* One row whatever the count's width: as the copy's slices arrive, a wrap would move every card. */}
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Text component="h2" fw={700} fz={{ base: 'sm', sm: 'md' }} aria-live="polite" style={{ flex: 1, minWidth: 0 }}>
          {t(m.found, { count: results.length })}
        </Text>
        {sortSlot}
      </Group>
      {results.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{t(m.noMatch)}</Text>
          <Text c="dimmed" fz="sm">
            {t(m.noMatchHint)}
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
              online={online}
            />
          ))}
        </SimpleGrid>
      )}
      {results.length > limit && (
        <Group justify="center" mt="lg">
          <Button variant="default" onClick={() => setLimit((n) => n + PAGE * 2)}>
            {t(m.showMore, { count: results.length - limit })}
          </Button>
        </Group>
      )}
    </>
  );
}
