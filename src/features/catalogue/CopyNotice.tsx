import { Anchor, Button, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Deferral } from '@/lib/catalogue/state';
import { useT } from '@/lib/i18n/use-t';
import { withSlots } from '@/lib/i18n/slots';
import { search as m } from '@/features/catalogue/search.messages';

// What the search page says about the medicine list kept on this phone when it cannot show it.

const why = (deferral: Deferral | undefined) => (deferral === 'save-data' ? m.saveData : deferral === 'slow' ? m.slow : undefined);

/** Nothing kept on this device yet, and the server out of reach. */
export function CopyMissing({ offline, deferral, retry }: { offline: boolean; deferral?: Deferral; retry: () => void }) {
  const t = useT();
  const reason = why(deferral);
  return (
    <Paper withBorder radius="lg" p="lg" mt="md" data-testid="copy-missing">
      <Text fw={600} role="status">
        {t(offline ? m.missingOffline : m.missingOnline)}
      </Text>
      {reason && <Text fz="sm" mt="xs">{t(reason)}</Text>}
      <Text fz="sm" mt="xs">
        {t(offline ? m.downloadsOnline : m.downloadsAgain)}
      </Text>
      <Text fz="sm" mt="xs">
        {withSlots(t(m.meanwhile, { cart: '{cart}', upload: '{upload}' }), {
          cart: <Anchor component={Link} to="/cart">{t(m.openCart)}</Anchor>,
          upload: <Anchor component={Link} to="/prescriptions/upload">{t(m.uploadPrescription)}</Anchor>,
        })}
      </Text>
      {!offline && (
        <Button mt="md" onClick={retry}>
          {t(m.tryAgain)}
        </Button>
      )}
    </Paper>
  );
}

/** Downloading now, on the first search, because the background download was skipped. */
export function CopyDeferred({ deferral }: { deferral?: Deferral }) {
  const t = useT();
  const reason = why(deferral);
  if (!reason) return null;
  return (
    <Text fz="sm" mt="md" role="status" data-testid="copy-deferred">
      {t(reason)} {t(m.downloadingNow)}
    </Text>
  );
}
