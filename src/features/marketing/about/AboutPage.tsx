import { IconBuilding, IconBuildingStore, IconBulb, IconHeart, IconShieldCheck, IconTruck, IconUsers, IconVideo, type TablerIcon } from '@tabler/icons-react';
import { offers, values } from '@/features/marketing/about/about-content';
import page from '@/features/marketing/shared/Page.module.css';
import { LinkButton } from '@/components/LinkButton';
import classes from '@/features/marketing/about/AboutPage.module.css';
import { about } from '@/features/marketing/about/about.messages';
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';

const valueIcons = [IconHeart, IconShieldCheck, IconUsers, IconBulb];
const offerIcons = [IconBuildingStore, IconVideo, IconTruck, IconBuilding];

export function AboutPage() {
  const t = useT();
  return (
    <>
      <section className={page.band} aria-labelledby="about-title">
        <p className={page.eyebrow}>{t(about.eyebrow)}</p>
        <h1 id="about-title" className={page.h1}>
          {t(about.title)}
        </h1>
        <p className={page.lead}>
          {t(about.lead)}
        </p>
      </section>

      <section className={page.section} aria-labelledby="mission-title">
        <div className={classes.mission}>
          <h2 id="mission-title" className={classes.missionTitle}>
            {t(about.missionTitle)}
          </h2>
          <p className={classes.missionText}>
            {t(about.missionText)}
          </p>
        </div>
      </section>

      <CardSection id="values-title" title={t(about.valuesTitle)} items={values} icons={valueIcons} />
      <CardSection id="offers-title" title={t(about.offersTitle)} items={offers} icons={offerIcons} />

      <section className={page.section} aria-labelledby="join-title">
        <div className={classes.cta}>
          <h2 id="join-title" className={page.h2}>
            {t(about.joinTitle)}
          </h2>
          <p className={page.lead}>{t(about.joinLead)}</p>
          <div className={page.actions}>
            <LinkButton to="/auth/register" size="md">
              {t(about.getStarted)}
            </LinkButton>
            <LinkButton to="/" size="md" variant="default">
              {t(about.learnMore)}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}

type CardSectionProps = {
  id: string;
  title: string;
  items: readonly { title: Message; text: Message }[];
  icons: TablerIcon[];
};

function CardSection({ id, title, items, icons }: CardSectionProps) {
  const t = useT();
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.h2}>
        {title}
      </h2>
      <ul className={page.grid}>
        {items.map((item, i) => {
          const Icon = icons[i] ?? IconHeart;
          return (
            <li key={i} className={page.card}>
              <span className={page.icon}>
                <Icon size={24} aria-hidden />
              </span>
              <h3 className={page.cardTitle}>{t(item.title)}</h3>
              <p className={page.cardText}>{t(item.text)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
