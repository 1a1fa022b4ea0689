import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Container, NativeSelect, Paper, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { updateOffer, OfferError, type MyOffer } from '@/lib/pharmacy/offers';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import { LoadFailed } from '@/components/LoadFailed';
import { Pager } from '@/components/Pager';
import { formatCount } from '@/lib/format';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { OfferCard } from '@/features/pharmacy/inventory/OfferCard';
import { filterOffers, showOptions, type Show } from '@/features/pharmacy/inventory/inventory-filter';
import classes from '@/features/pharmacy/inventory/Inventory.module.css';

// A pharmacy may list thousands of products (all of them are read, 1,000 per request): pages of 50
// cards keep the screen quick; the search and the Show filter run over all of them on the device
// (about 1 ms a keystroke at 5,000 offers, `npm run bench`).
const PAGE = 50;

export function InventoryScreen() {
  const { status, offers, reload, patch } = useMyOffers();
  const [query, setQuery] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  // The box answers each keystroke at once; the list follows when React has time.
  const typed = useDeferredValue(query);

  /** Sends one change; the list shows the server's answer, or keeps the saved values and says why. */
  async function change(offer: MyOffer, fields: Partial<Pick<MyOffer, 'price' | 'stock_quantity' | 'listed'>>) {
    try {
      const saved = await updateOffer(offer.id, fields);
      patch(offer.id, saved);
      if ('listed' in fields) {
        void notify({
          title: saved.listed ? 'Product relisted' : 'Product delisted',
          message: saved.listed ? `${offer.name} is back in patients' search.` : `${offer.name} no longer appears in patients' search.`,
        });
      }
      return null;
    } catch (err) {
      const message = err instanceof OfferError ? err.message : 'Something went wrong, so nothing was saved.';
      void notify({ title: 'Change not saved', message: `${offer.name}: ${message}`, color: 'red' });
      return message;
    }
  }

  const visible = useMemo(() => (offers ? filterOffers(offers, typed, show) : []), [offers, typed, show]);
  const pages = Math.max(1, Math.ceil(visible.length / PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <div className={classes.head}>
        <div>
          <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
            Inventory Management
          </Title>
          <Text c="dimmed">Your products as patients see them. Change a price or stock and leave the field to save it.</Text>
        </div>
        <Button component={Link} to="/pharmacy/products/add">
          Add Product
        </Button>
      </div>

      <div className={classes.toolbar} role="search">
        <TextInput
          label="Search your products"
          placeholder="Name, NAFDAC or batch number"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect label="Show" data={[...showOptions]} value={show} onChange={(e) => {
            setShow(e.currentTarget.value as Show);
            setPage(1);
          }} />
      </div>

      {status === 'loading' && <Text mt="md" role="status">Loading your products…</Text>}
      {status === 'failed' && <LoadFailed what="your products" onRetry={reload} mt="md" />}
      {status === 'ready' && offers.length === 0 && (
        <Paper withBorder radius="lg" p="lg" mt="md">
          <Text mb="sm">You have not listed any products yet.</Text>
          <Button component={Link} to="/pharmacy/products/add">
            Add your first product
          </Button>
        </Paper>
      )}
      {status === 'ready' && offers.length > 0 && (
        <>
          <Text size="sm" mt="md" aria-live="polite">
            {formatCount(visible.length)} of {formatCount(offers.length)} {offers.length === 1 ? 'product' : 'products'}
            {visible.length > PAGE && `, showing ${formatCount(first + 1)}-${formatCount(Math.min(first + PAGE, visible.length))}`}
          </Text>
          <div className={classes.list}>
            {visible.slice(first, first + PAGE).map((offer) => (
              <OfferCard key={offer.id} offer={offer} change={change} />
            ))}
          </div>
          <Pager
            page={current}
            total={visible.length}
            size={PAGE}
            onPage={(p) => {
              setPage(p);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Container>
  );
}
