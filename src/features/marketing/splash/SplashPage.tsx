import { IconBuilding, IconBuildingStore, IconPill, IconTruck, IconVideo } from '@tabler/icons-react';
import { LinkButton } from '@/components/LinkButton';
import { useSiteFigures } from '@/features/marketing/splash/use-site-figures';
import classes from '@/features/marketing/splash/SplashPage.module.css';
import { splashMessages as m } from '@/features/marketing/splash/splash.messages';
import { useT } from '@/lib/i18n/use-t';
import { withInside } from '@/lib/i18n/with-inside';

const tiles = [
  { title: m.pharmacy, text: m.pharmacyText, Icon: IconBuildingStore },
  { title: m.telemedicine, text: m.telemedicineText, Icon: IconVideo },
  { title: m.delivery, text: m.deliveryText, Icon: IconTruck },
  { title: m.b2b, text: m.b2bText, Icon: IconBuilding },
] as const;

/** The database's counts (public.site_figures) this page shows; the delivery time once there is one. */
const figureLabels = [
  ['medicines', m.medicines],
  ['delivery_minutes', m.deliveryMinutes],
  ['patients', m.patients],
  ['pharmacies', m.pharmacies],
  ['doctors', m.doctors],
] as const;

export function SplashPage() {
  const figures = useSiteFigures();
  const t = useT();
  return (
    <div className={classes.screen}>
      <div className={classes.inner}>
        <span className={classes.logo} aria-hidden="true">
          <IconPill size={40} aria-hidden />
        </span>
        <h1 className={classes.title}>{t(m.title)}</h1>
        <p className={classes.lead}>{t(m.lead)}</p>

        <ul className={classes.tiles} aria-label={t(m.services)}>
          {tiles.map(({ title, text, Icon }) => (
            <li key={t(title)} className={classes.tile}>
              <span className={classes.tileIcon}>
                <Icon size={24} aria-hidden />
              </span>
              <strong>{t(title)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>

        {/* Counted when the page opens; nothing is shown without an answer. */}
        <ul className={classes.figures} aria-label={t(m.inNumbers)} aria-busy={figures === undefined}>
          {figures &&
            figureLabels.map(
              ([key, label]) => {
                if (!figures[key]) return null;
                // The figure keeps its emphasis wherever the language puts it.
                return <li key={key}>{withInside(t(label, { figure: withInside.mark }), <strong>{figures[key]}</strong>)}</li>;
              },
            )}
        </ul>

        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="lg" variant="white" className={classes.action}>
            {t(m.getStarted)}
          </LinkButton>
          <LinkButton to="/auth/login" size="lg" variant="outline-white" className={classes.action}>
            {t(m.signIn)}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
