import { Button } from '@mantine/core';
import classes from '@/lib/pwa/ui/UpdateNotice.module.css';

/** The notice itself, loaded by UpdateNotice once a new version is waiting. */
export default function UpdatePrompt({ apply, onLater }: { apply: () => void; onLater: () => void }) {
  return (
    <section className={classes.notice} aria-label="App update">
      <p className={classes.text} role="status">
        A new version is available
      </p>
      <Button size="xs" variant="subtle" className={classes.later} onClick={onLater}>
        Later
      </Button>
      <Button size="xs" color="magani.4" c="dark.9" onClick={apply}>
        Reload
      </Button>
    </section>
  );
}
