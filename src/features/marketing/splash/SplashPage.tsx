import { IconBuilding, IconBuildingStore, IconPill, IconTruck, IconVideo } from '@tabler/icons-react';
import { LinkButton } from '@/components/LinkButton';
import classes from '@/features/marketing/splash/SplashPage.module.css';

const tiles = [
  { title: 'Pharmacy', text: '10,000+ medicines', Icon: IconBuildingStore },
  { title: 'Telemedicine', text: '100+ doctors', Icon: IconVideo },
  { title: 'Delivery', text: '30-minute delivery', Icon: IconTruck },
  { title: 'B2B Services', text: '500+ pharmacies', Icon: IconBuilding },
] as const;

const figures = [
  { value: '10,000+', label: 'medicines' },
  { value: '30-minute', label: 'delivery' },
  { value: '50K+', label: 'patients' },
  { value: '500+', label: 'pharmacies' },
  { value: '100+', label: 'doctors' },
] as const;

export function SplashPage() {
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

        <ul className={classes.figures} aria-label="Magani Health in numbers">
          {figures.map((f) => (
            <li key={f.label}>
              <strong>{f.value}</strong> {f.label}
            </li>
          ))}
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
