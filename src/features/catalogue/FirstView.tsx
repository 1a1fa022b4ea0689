import { Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

// What the page shows before this device has read the catalogue, and all that the prerendered
// HTML holds: prices are never baked into the build, so no visitor sees a price that is not live.
// A medicine's own name (a string) is never translated.
const COMMON = [
  { q: 'paracetamol', label: m.commonParacetamol },
  { q: 'malaria', label: m.commonMalaria },
  { q: 'high blood pressure', label: m.commonBloodPressure },
  { q: 'diabetes', label: m.diabetes },
  { q: 'amoxicillin', label: 'Amoxicillin' },
  { q: 'vitamin c', label: 'Vitamin C' },
];

export function FirstView({ hydrated }: { hydrated: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="lg" mt="md">
      <Text fw={600} role="status">
        {t(m.loadingPrices)}
      </Text>
      {/* Until the app runs (and for good if JavaScript is off) this says what the wait is for; the
          line stays, as long, once it runs, so that nothing below it moves (no layout shift). */}
      <Text fz="sm" mt="xs">
        {t(hydrated ? m.pricesSoon : m.pricesNeedScript)}
      </Text>
      <Text fz="sm" mt="md" mb={4} id="common-searches">
        {t(m.commonSearches)}
      </Text>
      <ul aria-labelledby="common-searches" style={{ margin: 0, paddingLeft: '1.2em' }}>
        {COMMON.map((c) => (
          <li key={c.q} translate={typeof c.label === 'string' ? 'no' : undefined}>
            <Link to="/drugs/search" search={{ q: c.q }} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
              {typeof c.label === 'string' ? c.label : t(c.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
