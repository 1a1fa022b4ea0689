import { LinkButton } from '@/components/LinkButton';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import classes from '@/features/marketing/landing/ClosingCta.module.css';

export function ClosingCta() {
  const canInstall = useCanInstall();
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <div className={classes.panel}>
        <h2 id="cta-title" className={classes.title}>
          Ready to take charge of your health?
        </h2>
        <p className={classes.lead}>
          Join thousands of Nigerians who order medicines, see doctors and track deliveries with Magani Health.
        </p>
        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="lg" variant="white">
            Get Started Today
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="outline-white" className={classes.outline}>
            Contact Support
          </LinkButton>
        </div>
        {/* There are no store apps: this web app is the app, installed from the browser when it offers to. */}
        <p className={classes.install}>
          No app store needed: Magani Health installs from your browser and works offline.
          {canInstall && (
            <button type="button" className={classes.installButton} onClick={() => void promptInstall()}>
              Install the app
            </button>
          )}
        </p>
      </div>
    </section>
  );
}
