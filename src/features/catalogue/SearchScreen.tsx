import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Container, Paper, Text, TextInput, Title } from '@mantine/core';
import { searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';
import { activeFilterCount } from '@/features/catalogue/search';
import { useCatalogue } from '@/features/catalogue/catalogue-source';
import { stateBySlug, type Point } from '@/features/catalogue/geo';
import { useHydrated } from '@/lib/use-hydrated';
import { IconFilter2, IconSearch } from '@tabler/icons-react';
import { FilterPanel } from '@/features/catalogue/FilterPanel';
import { CategoryChips } from '@/features/catalogue/CategoryChips';
import { SortSelect } from '@/features/catalogue/SortSelect';
import { ResultList } from '@/features/catalogue/ResultList';
import { ViewCartButton } from '@/features/catalogue/ViewCartButton';
import { PricesAsOf } from '@/features/catalogue/PricesAsOf';
import { LocationControl } from '@/features/catalogue/LocationControl';
import { FirstView } from '@/features/catalogue/FirstView';
import { CopyDeferred, CopyMissing } from '@/features/catalogue/CopyNotice';
import { emptySnapshot, type CartSnapshot } from '@/features/catalogue/cart-snapshot';
import classes from '@/features/catalogue/SearchScreen.module.css';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

const CartSync = lazy(() => import('@/features/catalogue/CartSync'));

export type SearchChange = (patch: Partial<MedicationSearch>, options?: { replace?: boolean }) => void;

type Props = {
  search: MedicationSearch;
  onSearchChange: SearchChange;
};

const TYPING_SETTLE_MS = 250;

export function SearchScreen({ search: fromUrl, onSearchChange }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const search: MedicationSearch = hydrated ? fromUrl : searchDefaults;
  // The catalogue is read on this device after the first render; the prerendered page shows the
  // first view below until then.
  const stateName = stateBySlug.get(search.location)?.name;
  const state = useCatalogue(hydrated ? stateName : undefined);
  const [position, setPosition] = useState<Point>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [cart, setCart] = useState<CartSnapshot>(emptySnapshot);
  // The cart's first reading renders the cards again only when it holds something, and then in
  // slices; later changes (a tap on +) show at once.
  const cartRead = useRef(false);
  const onCart = useCallback((next: CartSnapshot) => {
    const first = !cartRead.current;
    cartRead.current = true;
    if (first && next.quantities.size === 0 && next.wishlist.size === 0) return;
    if (first) startTransition(() => setCart(next));
    else setCart(next);
  }, []);

  // The box answers every keystroke at once; the URL catches up when typing pauses, replacing the
  // history entry so that Back does not replay each letter.
  const [text, setText] = useState(search.q);
  const written = useRef(search.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (search.q !== written.current) {
      written.current = search.q;
      setText(search.q);
    }
  }, [search.q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const page = window.location.pathname;
    timer.current = setTimeout(() => {
      // A link followed before typing paused (View Cart right after a search): the next page is on
      // its way and this screen not yet gone; catching the URL up now would bring the person back.
      if (window.location.pathname !== page) return;
      written.current = value;
      onSearchChange({ q: value }, { replace: true });
    }, TYPING_SETTLE_MS);
  };

  const query = useDeferredValue(text);
  // The URL catching up with the box changes only q: everything below stays as it was.
  const { q: _typed, ...others } = search;
  const othersKey = JSON.stringify(others);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same filters, whatever q the URL has
  const settled = useMemo(() => search, [othersKey]);
  const filters = useMemo(() => ({ ...settled, q: query }), [settled, query]);
  const activeFilters = activeFilterCount(search);
  const resetFilters = () => {
    const { q: _q, ...rest } = searchDefaults;
    onSearchChange(rest);
  };

  // A keystroke re-renders the box at once and the results when React has time (deferred query):
  // the rest of the screen is kept as it was, so no keystroke is a long task.
  const controls = useMemo(
    () => (
      <>
        <LocationControl position={position} onChange={setPosition} stateName={stateName} />
        <CategoryChips value={search.category} onChange={(category) => onSearchChange({ category })} />
      </>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onSearchChange only navigates
    [position, stateName, search.category],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const filterPanel = useMemo(() => <FilterPanel search={settled} onChange={(patch) => onSearchChange(patch)} onReset={resetFilters} />, [settled]);
  const data = state.status === 'ready' ? state.data : undefined;
  const results = useMemo(
    () =>
      data && (
        <ResultList
          catalogue={data}
          filters={filters}
          cart={cart}
          position={position}
          sortSlot={<SortSelect value={search.sort} onChange={(sort) => onSearchChange({ sort })} />}
        />
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [data, filters, cart, position, search.sort],
  );

  return (
    <Container size="xl" py="lg" className={classes.page}>
      <Title order={1} fz={{ base: 28, md: 36 }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed" mb="md">
        {t(m.lead)}
      </Text>
      <TextInput
        type="search"
        size="md"
        radius="xl"
        aria-label={t(m.box)}
        placeholder={t(m.placeholder)}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(e) => onType(e.currentTarget.value)}
        autoComplete="off"
      />
      {controls}

      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label={t(m.filters)}>
          <Button
            hiddenFrom="md"
            variant="default"
            fullWidth
            leftSection={<IconFilter2 size={18} aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls="filter-panel"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {activeFilters > 0 ? t(m.filtersCount, { count: activeFilters }) : t(m.filters)}
          </Button>
          <Paper
            withBorder
            radius="lg"
            p="md"
            id="filter-panel"
            className={classes.panel}
            data-open={filtersOpen || undefined}
          >
            <Title order={2} fz="lg" mb="sm" visibleFrom="md">
              {t(m.filters)}
            </Title>
            {filterPanel}
          </Paper>
        </aside>

        <section className={classes.results} aria-label={t(m.results)}>
          {state.status === 'ready' ? (
            <>
              <PricesAsOf
                syncedAt={state.data.syncedAt}
                refreshing={state.refreshing}
                refreshFailed={state.refreshFailed}
              />
              <Text fz="xs" c="dimmed" mb="xs" data-testid="copy-state">
                {state.wanted
                  ? t(m.wantedState, { state: state.data.state, wanted: state.wanted })
                  : t(m.pricesIn, { state: state.data.state === 'FCT' ? t(m.abuja) : state.data.state })}
              </Text>
              {results}
            </>
          ) : state.status === 'missing' ? (
            <CopyMissing offline={state.offline} deferral={state.deferral} retry={state.retry} />
          ) : (
            <>
              {hydrated && <CopyDeferred deferral={state.deferral} />}
              <FirstView hydrated={hydrated} />
            </>
          )}
        </section>
      </div>
      <ViewCartButton count={cart.totalQuantity} />
      {hydrated && (
        // Never part of the server-rendered HTML: IndexedDB exists only in the browser.
        <Suspense fallback={null}>
          <CartSync onChange={onCart} />
        </Suspense>
      )}
    </Container>
  );
}
