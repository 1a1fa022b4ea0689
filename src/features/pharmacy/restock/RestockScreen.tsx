import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { isLowStock, OfferError, restockOffer, type MyOffer } from '@/lib/pharmacy/offers';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import { LoadFailed } from '@/components/LoadFailed';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { RestockRow } from '@/features/pharmacy/restock/RestockRow';
import classes from '@/features/pharmacy/restock/Restock.module.css';
import { inventory, restock as m } from '@/features/pharmacy/inventory/inventory.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

export function RestockScreen() {
  const t = useT();
  const { status, offers, reload, patch } = useMyOffers();
  const low = offers?.filter(isLowStock).sort((a, b) => a.stock_quantity / (a.min_stock_level || 1) - b.stock_quantity / (b.min_stock_level || 1)) ?? [];

  async function restock(offer: MyOffer, quantity: number) {
    try {
      const stock = await restockOffer(offer.id, quantity);
      patch(offer.id, { stock_quantity: stock });
      void notify({ title: translate(m.recorded), message: translate(m.nowHas, { name: offer.name, stock }) });
      return null;
    } catch (err) {
      const message = err instanceof OfferError ? (err.offline ? translate(inventory.offline) : err.message) : translate(inventory.somethingWrong);
      void notify({ title: translate(m.notSaved), message: translate(inventory.refusal, { name: offer.name, reason: message }), color: 'red' });
      return message;
    }
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed">{t(m.lead)}</Text>

      {status === 'loading' && <Text mt="md" role="status">{t(inventory.loading)}</Text>}
      {status === 'failed' && <LoadFailed what={t(inventory.yourProducts)} onRetry={reload} mt="md" />}
      {status === 'ready' && low.length === 0 && (
        <Paper withBorder radius="lg" p="lg" mt="md">
          <Text mb="sm">{t(offers.length ? m.allAbove : inventory.none)}</Text>
          <Button component={Link} to="/pharmacy/inventory" variant="light">
            {t(m.toInventory)}
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
