import '@mantine/core/styles/Button.css';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useUpdateReady } from '@/lib/pwa/update';
import classes from '@/lib/pwa/ui/UpdateNotice.module.css';

/** Offers the waiting version; nothing reloads until the user says so. */
export function UpdateNotice() {
  const apply = useUpdateReady();
  const [dismissed, setDismissed] = useState<typeof apply>(undefined);
  if (!apply || dismissed === apply) return null;
  return (
    <section className={classes.notice} aria-label="App update">
      <p className={classes.text} role="status">
        A new version is available
      </p>
      <Button size="xs" variant="subtle" className={classes.later} onClick={() => setDismissed(() => apply)}>
        Later
      </Button>
      <Button size="xs" color="magani.4" c="dark.9" onClick={apply}>
        Reload
      </Button>
    </section>
  );
}
