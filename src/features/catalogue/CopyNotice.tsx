import { Anchor, Button, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Deferral } from '@/lib/catalogue/state';

// What the search page says about the medicine list kept on this phone when it cannot show it.

const why = (deferral: Deferral | undefined) =>
  deferral === 'save-data'
    ? 'Data Saver is on, so the list was not downloaded in the background.'
    : deferral === 'slow'
      ? 'The connection was too slow (2G) to download the list in the background.'
      : undefined;

/** Nothing kept on this device yet, and the server out of reach. */
export function CopyMissing({ offline, deferral, retry }: { offline: boolean; deferral?: Deferral; retry: () => void }) {
  const reason = why(deferral);
  return (
    <Paper withBorder radius="lg" p="lg" mt="md" data-testid="copy-missing">
      <Text fw={600} role="status">
        {offline ? 'The medicine list is not on this phone yet.' : 'The medicine list could not be downloaded.'}
      </Text>
      {reason && <Text fz="sm" mt="xs">{reason}</Text>}
      <Text fz="sm" mt="xs">
        {offline
          ? 'It downloads the first time you search while Magani is online (about 300 KB), then search works offline.'
          : 'It downloads when you search again (about 300 KB), then search works offline.'}
      </Text>
      <Text fz="sm" mt="xs">
        Meanwhile you can still <Anchor component={Link} to="/cart">open your cart</Anchor> or{' '}
        <Anchor component={Link} to="/prescriptions/upload">upload a prescription</Anchor>: it is sent when you are back online.
      </Text>
      {!offline && (
        <Button mt="md" onClick={retry}>
          Try again
        </Button>
      )}
    </Paper>
  );
}

/** Downloading now, on the first search, because the background download was skipped. */
export function CopyDeferred({ deferral }: { deferral?: Deferral }) {
  const reason = why(deferral);
  if (!reason) return null;
  return (
    <Text fz="sm" mt="md" role="status" data-testid="copy-deferred">
      {reason} It downloads now, for this search (about 300 KB), and is kept for offline use.
    </Text>
  );
}
