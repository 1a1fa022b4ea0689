import { useMemo } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLines } from '@/lib/cart/lines';
import { computeCartTotals } from '@/lib/cart/totals';
import { useCartQuote } from '@/lib/cart/quote';
import { CartLineRow } from '@/features/cart/CartLineRow';
import { CartSummary } from '@/features/cart/CartSummary';
import classes from '@/features/cart/CartScreen.module.css';
import { useT } from '@/lib/i18n/use-t';
import { cart as m } from '@/features/cart/cart.messages';

/** The cart's lines, each one pharmacy's offer at the price seen when it was added. */
export function CartScreen() {
  const t = useT();
  const lines = useCartLines();
  const totals = useMemo(() => (lines ? computeCartTotals(lines) : undefined), [lines]);
  const quote = useCartQuote(lines);

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t(m.title)}
      </Title>
      {!lines || !totals ? (
        <Text c="dimmed" role="status">
          {t(m.loading)}
        </Text>
      ) : lines.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={700} fz="lg">
            {t(m.empty)}
          </Text>
          <Text c="dimmed" mb="md">
            {t(m.emptyHint)}
          </Text>
          <Button component={Link} to="/drugs/search">
            {t(m.findMedications)}
          </Button>
        </Paper>
      ) : (
        <div className={classes.layout}>
          <Stack gap="sm" component="section" aria-label={t(m.items)}>
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
            <Button component={Link} to="/drugs/search" variant="subtle" className={classes.more}>
              {t(m.continueShopping)}
            </Button>
          </Stack>
          <CartSummary totals={totals} quote={quote} />
        </div>
      )}
    </Container>
  );
}
