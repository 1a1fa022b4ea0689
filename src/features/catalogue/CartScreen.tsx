import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { useMemo } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useCatalogue } from '@/features/catalogue/medications-source';
import type { Catalogue } from '@/features/catalogue/search';
import { useCartLines, removeFromCart } from '@/features/catalogue/cart-store';
import { computeCartTotals } from '@/features/catalogue/cart-totals';
import { CartLineRow } from '@/features/catalogue/CartLineRow';
import { CartSummary } from '@/features/catalogue/CartSummary';
import classes from '@/features/catalogue/CartScreen.module.css';

export function CartScreen({ catalogue }: { catalogue?: Catalogue }) {
  const state = useCatalogue(catalogue);
  const lines = useCartLines();
  const totals = useMemo(
    () => (state.status === 'ready' && lines ? computeCartTotals(lines, state.data.byId) : undefined),
    [state, lines],
  );

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Your Cart
      </Title>
      {state.status === 'error' ? (
        <LoadFailed what="product details" onRetry={state.retry} />
      ) : !totals ? (
        <Text c="dimmed" role="status">
          Loading your cart…
        </Text>
      ) : totals.lines.length === 0 && totals.missing.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={700} fz="lg">
            Your cart is empty
          </Text>
          <Text c="dimmed" mb="md">
            Search verified pharmacies for the medicines you need.
          </Text>
          <Button component={Link} to="/drugs/search">
            Find medications
          </Button>
        </Paper>
      ) : (
        <div className={classes.layout}>
          <Stack gap="sm" component="section" aria-label="Items in your cart">
            {totals.lines.map((line) => (
              <CartLineRow key={line.product.id} line={line} />
            ))}
            {totals.missing.length > 0 && (
              <Paper withBorder radius="lg" p="md">
                <Text fz="sm" mb="xs">
                  {totals.missing.length} item{totals.missing.length === 1 ? ' is' : 's are'} no longer available.
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => totals.missing.forEach((m) => void removeFromCart(m.productId))}
                >
                  Remove unavailable items
                </Button>
              </Paper>
            )}
            <Button component={Link} to="/drugs/search" variant="subtle" className={classes.more}>
              Continue shopping
            </Button>
          </Stack>
          <CartSummary totals={totals} />
        </div>
      )}
    </Container>
  );
}
