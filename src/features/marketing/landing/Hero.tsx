import { LinkButton } from '@/components/LinkButton';
import { IconArrowRight, IconCheck, IconShieldCheck, IconTruck, IconVideo } from '@tabler/icons-react';
import { RotatingHeadline } from '@/features/marketing/landing/RotatingHeadline';
import { featurePills, trustBadges } from '@/features/marketing/landing/hero-data';
import classes from '@/features/marketing/landing/Hero.module.css';

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            <IconShieldCheck size={16} aria-hidden /> Nigeria's trusted health marketplace
          </p>
          <RotatingHeadline />
          <p className={classes.lead}>
            Compare medicine prices from verified pharmacies, see a licensed doctor any day and get
            your order delivered with live tracking.
          </p>
          <ul className={classes.pills} aria-label="Features">
            {featurePills.map((pill) => (
              <li key={pill} className={classes.pill}>
                <IconCheck size={14} aria-hidden /> {pill}
              </li>
            ))}
          </ul>
          <div className={classes.actions}>
            <LinkButton to="/drugs/search" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
              Order Drugs Now
            </LinkButton>
            <LinkButton to="/consultations/book" size="lg" variant="default">
              Book a Consultation
            </LinkButton>
          </div>
        </div>
        <HeroIllustration />
      </div>

      <div className={classes.inner}>
        <ul className={classes.badges} aria-label="Trust and safety">
          {trustBadges.map((b) => (
            <li key={b} className={classes.badge}>
              <IconShieldCheck size={16} aria-hidden /> {b}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A drawing of the app built from CSS, so the hero costs no image download. */
function HeroIllustration() {
  return (
    <div className={classes.visual} aria-hidden="true">
      <div className={classes.phone}>
        <div className={classes.phoneBar} />
        <div className={classes.phoneSearch}>Example: Paracetamol 500mg</div>
        {[
          ['Pharmacy A', '₦420'],
          ['Pharmacy B', '₦450'],
          ['Pharmacy C', '₦480'],
        ].map(([name, price], i) => (
          <div key={name} className={classes.phoneRow}>
            <span>{name}</span>
            <strong>{price}</strong>
            {i === 0 && <em className={classes.best}>Best</em>}
          </div>
        ))}
        <div className={classes.phoneCta}>Add to cart</div>
      </div>
      <div className={`${classes.float} ${classes.floatTop}`}>
        <span className={classes.floatIcon}>
          <IconVideo size={18} aria-hidden />
        </span>
        <span>
          <strong>Example: Dr. Aisha</strong>
          <small>Video consult · ₦2,500</small>
        </span>
      </div>
      <div className={`${classes.float} ${classes.floatBottom}`}>
        <span className={classes.floatIcon}>
          <IconTruck size={18} aria-hidden />
        </span>
        <span>
          <strong>Example: rider 8 min away</strong>
          <small>Out for Delivery</small>
        </span>
      </div>
    </div>
  );
}
