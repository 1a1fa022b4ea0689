import { Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

// What the page shows before this device has read the catalogue, and all that the prerendered
// HTML holds: prices are never baked into the build, so no visitor sees a price that is not live.
const COMMON = [
  { q: 'paracetamol', label: 'Paracetamol (pain, fever)' },
  { q: 'malaria', label: 'Malaria treatments' },
  { q: 'high blood pressure', label: 'High blood pressure' },
  { q: 'diabetes', label: 'Diabetes' },
  { q: 'amoxicillin', label: 'Amoxicillin' },
  { q: 'vitamin c', label: 'Vitamin C' },
];

export function FirstView({ hydrated }: { hydrated: boolean }) {
  return (
    <Paper withBorder radius="lg" p="lg" mt="md">
      <Text fw={600} role="status">
        Loading prices from verified pharmacies…
      </Text>
      {/* Until the app runs (and for good if JavaScript is off) this says what the wait is for; the
          line stays, as long, once it runs, so that nothing below it moves (no layout shift). */}
      <Text fz="sm" mt="xs">
        {hydrated
          ? 'Prices come live from each pharmacy and appear in a moment (longer on a slow connection).'
          : 'Prices come live from each pharmacy and appear once the page has loaded (this needs JavaScript).'}
      </Text>
      <Text fz="sm" mt="md" mb={4} id="common-searches">
        Common searches
      </Text>
      <ul aria-labelledby="common-searches" style={{ margin: 0, paddingLeft: '1.2em' }}>
        {COMMON.map((c) => (
          <li key={c.q}>
            <Link to="/drugs/search" search={{ q: c.q }} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
