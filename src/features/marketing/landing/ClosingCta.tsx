import { LinkButton } from '@/components/LinkButton';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import classes from '@/features/marketing/landing/ClosingCta.module.css';
import { landing } from '@/features/marketing/landing/landing.messages';
import { useT } from '@/lib/i18n/use-t';

export function ClosingCta() {
  const t = useT();
  const canInstall = useCanInstall();
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <div className={classes.panel}>
        <h2 id="cta-title" className={classes.title}>
          {t(landing.ctaTitle)}
        </h2>
        <p className={classes.lead}>
          {t(landing.ctaLead)}
        </p>
        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="lg" variant="white">
            {t(landing.ctaStart)}
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="outline-white" className={classes.outline}>
            {t(landing.ctaContact)}
          </LinkButton>
        </div>
        {/* There are no store apps: this web app is the app, installed from the browser when it offers to. */}
        <p className={classes.install}>
          {t(landing.ctaInstallText)}
          {canInstall && (
            <button type="button" className={classes.installButton} onClick={() => void promptInstall()}>
              {t(landing.ctaInstall)}
            </button>
          )}
        </p>
      </div>
    </section>
  );
}
