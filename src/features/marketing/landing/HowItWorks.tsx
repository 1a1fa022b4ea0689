import { LinkButton } from '@/components/LinkButton';
import { IconCreditCard, IconTruck, IconUpload } from '@tabler/icons-react';
import { SectionHeading } from '@/features/marketing/landing/SectionHeading';
import classes from '@/features/marketing/landing/HowItWorks.module.css';

const steps = [
  {
    title: 'Search & Upload',
    text: 'Find your medicine by name or upload a prescription for a pharmacist to review.',
    Icon: IconUpload,
  },
  {
    title: 'Pay & Confirm',
    text: 'Choose a verified pharmacy, pay securely and get an instant confirmation.',
    Icon: IconCreditCard,
  },
  {
    title: 'Deliver & Track',
    text: 'A verified rider brings your order while you follow it live on the map.',
    Icon: IconTruck,
  },
] as const;

export function HowItWorks() {
  return (
    <section className={classes.section} aria-labelledby="how-title">
      <div className={classes.inner}>
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="Your medicine in three simple steps"
          lead="No queues, no guesswork: the same simple flow whether you are in Lagos or Maiduguri."
        />
        <ol className={classes.steps}>
          {steps.map(({ title, text, Icon }, i) => (
            <li key={title} className={classes.step}>
              <span className={classes.icon}>
                <Icon size={26} aria-hidden />
              </span>
              <span className={classes.number}>Step {i + 1}</span>
              <h3 className={classes.title}>{title}</h3>
              <p className={classes.text}>{text}</p>
            </li>
          ))}
        </ol>
        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="md">
            Get Started Now
          </LinkButton>
          <LinkButton to="/drugs/search" size="md" variant="default">
            Browse Pharmacies
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
