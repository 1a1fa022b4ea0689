import { IconBuilding, IconBuildingStore, IconPill, IconTruck, IconVideo } from '@tabler/icons-react';
import { LinkButton } from '@/components/LinkButton';
import { useSiteFigures } from '@/features/marketing/splash/use-site-figures';
import classes from '@/features/marketing/splash/SplashPage.module.css';

const tiles = [
  { title: 'Pharmacy', text: 'Compare medicine prices', Icon: IconBuildingStore },
  { title: 'Telemedicine', text: 'See a licensed doctor', Icon: IconVideo },
  { title: 'Delivery', text: 'Track your rider live', Icon: IconTruck },
  { title: 'B2B Services', text: 'Tools for pharmacies', Icon: IconBuilding },
] as const;

/** The database's counts (public.site_figures) this page shows; the delivery time once there is one. */
const figureLabels = [
  ['medicines', 'medicines listed'],
  ['delivery_minutes', 'average delivery'],
  ['patients', 'patients'],
  ['pharmacies', 'pharmacies'],
  ['doctors', 'doctors'],
] as const;

export function SplashPage() {
  const figures = useSiteFigures();
  return (
    <div className={classes.screen}>
      <div className={classes.inner}>
        <span className={classes.logo} aria-hidden="true">
          <IconPill size={40} aria-hidden />
        </span>
        <h1 className={classes.title}>Welcome to Magani Health</h1>
        <p className={classes.lead}>Medicines, doctors and delivery, all in one app.</p>

        <ul className={classes.tiles} aria-label="Services">
          {tiles.map(({ title, text, Icon }) => (
            <li key={title} className={classes.tile}>
              <span className={classes.tileIcon}>
                <Icon size={24} aria-hidden />
              </span>
              <strong>{title}</strong>
              <span>{text}</span>
            </li>
          ))}
        </ul>

        {/* Counted when the page opens; nothing is shown without an answer. */}
        <ul className={classes.figures} aria-label="Magani Health in numbers" aria-busy={figures === undefined}>
          {figures &&
            figureLabels.map(
              ([key, label]) =>
                figures[key] && (
                  <li key={key}>
                    <strong>{figures[key]}</strong> {label}
                  </li>
                ),
            )}
        </ul>

        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="lg" variant="white" className={classes.action}>
            Get Started
          </LinkButton>
          <LinkButton to="/auth/login" size="lg" variant="outline-white" className={classes.action}>
            Sign In
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
