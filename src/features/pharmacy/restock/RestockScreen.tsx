import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { isLowStock, OfferError, restockOffer, type MyOffer } from '@/lib/pharmacy/offers';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import { LoadFailed } from '@/components/LoadFailed';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { RestockRow } from '@/features/pharmacy/restock/RestockRow';
import classes from '@/features/pharmacy/restock/Restock.module.css';

export function RestockScreen() {
  const { status, offers, reload, patch } = useMyOffers();
  const low = offers?.filter(isLowStock).sort((a, b) => a.stock_quantity / (a.min_stock_level || 1) - b.stock_quantity / (b.min_stock_level || 1)) ?? [];

  async function restock(offer: MyOffer, quantity: number) {
    try {
      const stock = await restockOffer(offer.id, quantity);
      patch(offer.id, { stock_quantity: stock });
      void notify({ title: 'Restock recorded', message: `${offer.name} now has ${stock} in stock.` });
      return null;
    } catch (err) {
      const message = err instanceof OfferError ? err.message : 'Something went wrong, so nothing was saved.';
      void notify({ title: 'Restock not saved', message: `${offer.name}: ${message}`, color: 'red' });
      return message;
    }
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        Restock Management
      </Title>
      <Text c="dimmed">
        Products at or below their minimum stock level, lowest first. The suggestion brings each back to twice its minimum.
        Record a delivery when it arrives.
      </Text>

      {status === 'loading' && <Text mt="md" role="status">Loading your products…</Text>}
      {status === 'failed' && <LoadFailed what="your products" onRetry={reload} mt="md" />}
      {status === 'ready' && low.length === 0 && (
        <Paper withBorder radius="lg" p="lg" mt="md">
          <Text mb="sm">{offers.length ? 'Every product is above its minimum stock level.' : 'You have not listed any products yet.'}</Text>
          <Button component={Link} to="/pharmacy/inventory" variant="light">
            Go to inventory
          </Button>
        </Paper>
      )}
      {status === 'ready' && low.length > 0 && (
        <div className={classes.list}>
          {low.map((offer) => (
            <RestockRow key={offer.id} offer={offer} restock={restock} />
          ))}
        </div>
      )}
    </Container>
  );
}
