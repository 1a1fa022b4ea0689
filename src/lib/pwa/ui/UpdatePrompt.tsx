import { Button } from '@mantine/core';
import classes from '@/lib/pwa/ui/UpdateNotice.module.css';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { useT } from '@/lib/i18n/use-t';

/** The notice itself, loaded by UpdateNotice once a new version is waiting. */
export default function UpdatePrompt({ apply, onLater }: { apply: () => void; onLater: () => void }) {
  const t = useT();
  return (
    <section className={classes.notice} aria-label={t(notices.appUpdate)}>
      <p className={classes.text} role="status">
        {t(notices.newVersion)}
      </p>
      <Button size="xs" variant="subtle" className={classes.later} onClick={onLater}>
        {t(notices.later)}
      </Button>
      <Button size="xs" color="magani.4" c="dark.9" onClick={apply}>
        {t(notices.reload)}
      </Button>
    </section>
  );
}
