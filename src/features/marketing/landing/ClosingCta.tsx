import { LinkButton } from '@/components/LinkButton';
import classes from '@/features/marketing/landing/ClosingCta.module.css';

const stores = [
  { name: 'App Store', line: 'Download on the' },
  { name: 'Google Play', line: 'Get it on' },
] as const;

export function ClosingCta() {
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
        {/* The mobile apps are not published yet; the web app installs from the browser instead. */}
        <ul className={classes.stores} aria-label="Mobile apps">
          {stores.map((store) => (
            <li key={store.name}>
              <button type="button" className={classes.store} aria-disabled="true">
                <span className={classes.storeLine}>{store.line}</span>
                <span className={classes.storeName}>{store.name}</span>
                <span className={classes.soon}>Coming soon</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
