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
import { inventory as m } from '@/features/pharmacy/inventory/inventory.messages';
import { translate } from '@/lib/i18n/i18n';
import { usePlurals, useT } from '@/lib/i18n/use-t';

// A pharmacy may list thousands of products (all of them are read, 1,000 per request): pages of 50
// cards keep the screen quick; the search and the Show filter run over all of them on the device
// (about 1 ms a keystroke at 5,000 offers, `npm run bench`).
const PAGE = 50;

export function InventoryScreen() {
  const t = useT();
  const { status, offers, reload, patch } = useMyOffers();
  usePlurals(true);
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
          title: translate(saved.listed ? m.relisted : m.delistedToast),
          message: translate(saved.listed ? m.backInSearch : m.outOfSearch, { name: offer.name }),
        });
      }
      return null;
    } catch (err) {
      // The server's own refusals (a price rule, a stock rule) stay as it words them.
      const message = err instanceof OfferError ? (err.offline ? translate(m.offline) : err.message) : translate(m.somethingWrong);
      void notify({ title: translate(m.notSaved), message: translate(m.refusal, { name: offer.name, reason: message }), color: 'red' });
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
            {t(m.title)}
          </Title>
          <Text c="dimmed">{t(m.lead)}</Text>
        </div>
        <Button component={Link} to="/pharmacy/products/add">
          {t(m.addProduct)}
        </Button>
      </div>

      <div className={classes.toolbar} role="search">
        <TextInput
          label={t(m.search)}
          placeholder={t(m.searchHint)}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect label={t(m.show)} data={showOptions.map((o) => ({ value: o.value, label: t(o.label) }))} value={show} onChange={(e) => {
            setShow(e.currentTarget.value as Show);
            setPage(1);
          }} />
      </div>

      {status === 'loading' && <Text mt="md" role="status">{t(m.loading)}</Text>}
      {status === 'failed' && <LoadFailed what={t(m.yourProducts)} onRetry={reload} mt="md" />}
      {status === 'ready' && offers.length === 0 && (
        <Paper withBorder radius="lg" p="lg" mt="md">
          <Text mb="sm">{t(m.none)}</Text>
          <Button component={Link} to="/pharmacy/products/add">
            {t(m.addFirst)}
          </Button>
        </Paper>
      )}
      {status === 'ready' && offers.length > 0 && (
        <>
          <Text size="sm" mt="md" aria-live="polite">
            {visible.length > PAGE
              ? t(m.countPaged, {
                  shown: formatCount(visible.length),
                  total: offers.length,
                  all: formatCount(offers.length),
                  first: formatCount(first + 1),
                  last: formatCount(Math.min(first + PAGE, visible.length)),
                })
              : t(m.count, { shown: formatCount(visible.length), total: offers.length, all: formatCount(offers.length) })}
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
            jump
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
