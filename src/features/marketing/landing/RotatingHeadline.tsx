import iconButton from '@/lib/ui/icon-button.module.css';
import { useState } from 'react';
import { useRotation } from '@/features/marketing/shared/carousel';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { TAGLINE_INTERVAL_MS, taglines } from '@/features/marketing/landing/hero-data';
import classes from '@/features/marketing/landing/Hero.module.css';
import { landing } from '@/features/marketing/landing/landing.messages';
import { useT } from '@/lib/i18n/use-t';

export function RotatingHeadline() {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const { index, steps } = useRotation(taglines.length, TAGLINE_INTERVAL_MS, paused);

  return (
    <div className={classes.headline}>
      <h1 className={classes.title} id="hero-title">
        {t(landing.headline)}{' '}
        {/* The live region stays mounted; only the inner word is re-keyed so it can slide in. */}
        <span className={classes.taglineBox} aria-live="polite" data-testid="tagline">
          <span key={index} className={classes.tagline} data-animate={steps > 0 || undefined}>
            {t(taglines[index]!)}
          </span>
        </span>
      </h1>
      <button
        type="button"
        className={`${iconButton.button} ${iconButton.light} ${iconButton.small} ${classes.pause}`}
        aria-label={t(landing.pause)}
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
      </button>
    </div>
  );
}
