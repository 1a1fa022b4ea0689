import { LinkButton } from '@/components/LinkButton';
import { IconCreditCard, IconTruck, IconUpload } from '@tabler/icons-react';
import { SectionHeading } from '@/features/marketing/landing/SectionHeading';
import classes from '@/features/marketing/landing/HowItWorks.module.css';
import { landing } from '@/features/marketing/landing/landing.messages';
import { useT } from '@/lib/i18n/use-t';

const steps = [
  {
    title: landing.howSearchTitle,
    text: landing.howSearchText,
    Icon: IconUpload,
  },
  {
    title: landing.howPayTitle,
    text: landing.howPayText,
    Icon: IconCreditCard,
  },
  {
    title: landing.howDeliverTitle,
    text: landing.howDeliverText,
    Icon: IconTruck,
  },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <section className={classes.section} aria-labelledby="how-title">
      <div className={classes.inner}>
        <SectionHeading
          id="how-title"
          eyebrow={t(landing.howEyebrow)}
          title={t(landing.howTitle)}
          lead={t(landing.howLead)}
        />
        <ol className={classes.steps}>
          {steps.map(({ title, text, Icon }, i) => (
            <li key={i} className={classes.step}>
              <span className={classes.icon}>
                <Icon size={26} aria-hidden />
              </span>
              <span className={classes.number}>{t(landing.howStep, { number: i + 1 })}</span>
              <h3 className={classes.title}>{t(title)}</h3>
              <p className={classes.text}>{t(text)}</p>
            </li>
          ))}
        </ol>
        <div className={classes.actions}>
          <LinkButton to="/auth/register" size="md">
            {t(landing.getStartedNow)}
          </LinkButton>
          <LinkButton to="/drugs/search" size="md" variant="default">
            {t(landing.browsePharmacies)}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
