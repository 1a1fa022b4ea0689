import { IconBuilding, IconBuildingStore, IconBulb, IconHeart, IconShieldCheck, IconTruck, IconUsers, IconVideo, type TablerIcon } from '@tabler/icons-react';
import { offers, values } from '@/features/marketing/about/about-content';
import page from '@/features/marketing/shared/Page.module.css';
import { LinkButton } from '@/components/LinkButton';
import classes from '@/features/marketing/about/AboutPage.module.css';

const valueIcons = [IconHeart, IconShieldCheck, IconUsers, IconBulb];
const offerIcons = [IconBuildingStore, IconVideo, IconTruck, IconBuilding];

export function AboutPage() {
  return (
    <>
      <section className={page.band} aria-labelledby="about-title">
        <p className={page.eyebrow}>Who we are</p>
        <h1 id="about-title" className={page.h1}>
          About Magani Health
        </h1>
        <p className={page.lead}>
          We are building the easiest way for Nigerians to get genuine medicines and trusted medical advice,
          with a stated ambition to connect patients, doctors and pharmacies across Africa.
        </p>
      </section>

      <section className={page.section} aria-labelledby="mission-title">
        <div className={classes.mission}>
          <h2 id="mission-title" className={classes.missionTitle}>
            Our mission
          </h2>
          <p className={classes.missionText}>
            To make quality healthcare accessible, affordable and safe for every Nigerian, whether they live in
            Lagos or a village hours from the nearest pharmacy, by bringing verified pharmacies, licensed doctors
            and reliable delivery together in one place.
          </p>
        </div>
      </section>

      <CardSection id="values-title" title="Our values" items={values} icons={valueIcons} />
      <CardSection id="offers-title" title="What we offer" items={offers} icons={offerIcons} />

      <section className={page.section} aria-labelledby="join-title">
        <div className={classes.cta}>
          <h2 id="join-title" className={page.h2}>
            Join the Magani community
          </h2>
          <p className={page.lead}>Create a free account as a patient, pharmacy, doctor or rider.</p>
          <div className={page.actions}>
            <LinkButton to="/auth/register" size="md">
              Get Started Today
            </LinkButton>
            <LinkButton to="/" size="md" variant="default">
              Learn More
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
  items: readonly { title: string; text: string }[];
  icons: TablerIcon[];
};

function CardSection({ id, title, items, icons }: CardSectionProps) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.h2}>
        {title}
      </h2>
      <ul className={page.grid}>
        {items.map((item, i) => {
          const Icon = icons[i] ?? IconHeart;
          return (
            <li key={item.title} className={page.card}>
              <span className={page.icon}>
                <Icon size={24} aria-hidden />
              </span>
              <h3 className={page.cardTitle}>{item.title}</h3>
              <p className={page.cardText}>{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
