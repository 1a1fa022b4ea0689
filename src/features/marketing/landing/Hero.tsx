import { LinkButton } from '@/components/LinkButton';
import { IconArrowRight, IconCheck, IconShieldCheck, IconTruck, IconVideo } from '@tabler/icons-react';
import { RotatingHeadline } from '@/features/marketing/landing/RotatingHeadline';
import { featurePills, trustBadges } from '@/features/marketing/landing/hero-data';
import classes from '@/features/marketing/landing/Hero.module.css';
import { landing } from '@/features/marketing/landing/landing.messages';
import { useT } from '@/lib/i18n/use-t';
import { LanguageLinks } from '@/lib/i18n/LanguageLinks';

export function Hero() {
  const t = useT();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            <IconShieldCheck size={16} aria-hidden /> {t(landing.eyebrow)}
          </p>
          <RotatingHeadline />
          <p className={classes.lead}>
            {t(landing.lead)}
          </p>
          <ul className={classes.pills} aria-label={t(landing.features)}>
            {featurePills.map((pill, i) => (
              <li key={i} className={classes.pill}>
                <IconCheck size={14} aria-hidden /> {t(pill)}
              </li>
            ))}
          </ul>
          <div className={classes.actions}>
            <LinkButton to="/drugs/search" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
              {t(landing.orderNow)}
            </LinkButton>
            <LinkButton to="/consultations/book" size="lg" variant="default">
              {t(landing.book)}
            </LinkButton>
          </div>
          <LanguageLinks className={classes.languages} landmark={false} />
        </div>
        <HeroIllustration />
      </div>

      <div className={classes.inner}>
        <ul className={classes.badges} aria-label={t(landing.trust)}>
          {trustBadges.map((b, i) => (
            <li key={i} className={classes.badge}>
              <IconShieldCheck size={16} aria-hidden /> {t(b)}
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
