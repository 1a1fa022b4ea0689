import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { useMemo } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLines } from '@/lib/cart/lines';
import { computeCartTotals } from '@/lib/cart/totals';
import { useCartQuote } from '@/lib/cart/quote';
import { CartLineRow } from '@/features/cart/CartLineRow';
import { CartSummary } from '@/features/cart/CartSummary';
import classes from '@/features/cart/CartScreen.module.css';

/** The cart's lines, each one pharmacy's offer at the price seen when it was added. */
export function CartScreen() {
  const lines = useCartLines();
  const totals = useMemo(() => (lines ? computeCartTotals(lines) : undefined), [lines]);
  const quote = useCartQuote(lines);

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Your Cart
      </Title>
      {!lines || !totals ? (
        <Text c="dimmed" role="status">
          Loading your cart…
        </Text>
      ) : lines.length === 0 ? (
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
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
            <Button component={Link} to="/drugs/search" variant="subtle" className={classes.more}>
              Continue shopping
            </Button>
          </Stack>
          <CartSummary totals={totals} quote={quote} />
        </div>
      )}
    </Container>
  );
}
