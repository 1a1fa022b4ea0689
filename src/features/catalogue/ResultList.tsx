import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { alternativesFor, searchCatalogue, type Catalogue, type SearchFilters } from '@/features/catalogue/search';
import type { CartSnapshot } from '@/features/catalogue/cart-snapshot';
import { ProductCard } from '@/features/catalogue/ProductCard';

// Thirty cards at a time keep typing instant on a cheap phone; the rest are one tap away.
const PAGE = 30;

type Props = { catalogue: Catalogue; filters: SearchFilters; cart: CartSnapshot; sortSlot: ReactNode };

export function ResultList({ catalogue, filters, cart, sortSlot }: Props) {
  const results = useMemo(() => searchCatalogue(catalogue, filters), [catalogue, filters]);
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
          {visible.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              quantity={cart.quantities.get(product.id) ?? 0}
              wished={cart.wishlist.has(product.id)}
              alternatives={alternativesFor(catalogue, product)}
            />
          ))}
        </SimpleGrid>
      )}
      {results.length > limit && (
        <Group justify="center" mt="lg">
          <Button variant="default" onClick={() => setLimit((n) => n + PAGE)}>
            Show more ({results.length - limit} more)
          </Button>
        </Group>
      )}
    </>
  );
}
