import type { ReactNode } from 'react';
import { IconCheck, IconClock, IconShieldCheck, IconStar, IconVideo } from '@tabler/icons-react';
import {
  consultationPrice,
  deliveryTimeline,
  paracetamolOffers,
  type ShowcaseTab,
} from '@/features/marketing/landing/showcase-data';
import classes from '@/features/marketing/landing/MockCards.module.css';
import { cards as m } from '@/features/marketing/landing/examples.messages';
import { useT } from '@/lib/i18n/use-t';

// Made-up names and places, the medicine and the figures read the same in every language
// (translate="no" on names; amounts and times are written as shown).

function MockCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className={classes.card} aria-label={label}>
      {children}
    </figure>
  );
}

function PharmacyCard() {
  const t = useT();
  return (
    <MockCard label={t(m.pricesLabel, { medicine: 'Paracetamol' })}>
      <p className={classes.kicker}>
        {t(m.examplePrices)} · <span translate="no">Paracetamol 500mg</span> · {t(m.tablets, { count: 12 })}
      </p>
      <ul className={classes.rows}>
        {paracetamolOffers.map((offer, i) => (
          <li key={offer.letter} className={classes.row} data-best={i === 0 || undefined}>
            <span>
              <strong>{t(m.examplePharmacy, { letter: offer.letter })}</strong>
              <small>
                <IconShieldCheck size={12} aria-hidden /> {t(m.verified)} · <span translate="no">{offer.area}</span>
              </small>
            </span>
            <span className={classes.price}>{offer.price}</span>
          </li>
        ))}
      </ul>
      <p className={classes.note}>
        <IconCheck size={14} aria-hidden /> {t(m.generics)}
      </p>
    </MockCard>
  );
}

function DoctorCard() {
  const t = useT();
  return (
    <MockCard label={t(m.doctorLabel)}>
      <div className={classes.doctor}>
        <span className={classes.avatar} translate="no">
          AB
        </span>
        <span>
          <strong translate="no">Dr. Aisha Bello</strong>
          <small>
            {t(m.gp)} · {t(m.years, { count: 8 })}
          </small>
          <small className={classes.rating}>
            <IconStar size={12} fill="currentColor" aria-hidden /> {t(m.profile)}
          </small>
        </span>
      </div>
      <div className={classes.fee}>
        <span>
          <IconVideo size={16} aria-hidden /> {t(m.video)}
        </span>
        <strong>{consultationPrice}</strong>
      </div>
      <span className={classes.fakeButton}>{t(m.nextSlot, { time: '2:30 PM' })}</span>
    </MockCard>
  );
}

function DeliveryCard() {
  const t = useT();
  return (
    <MockCard label={t(m.deliveryLabel)}>
      <p className={classes.kicker}>{t(m.exampleOrder, { reference: 'ORD-2025-0142' })}</p>
      <ol className={classes.timeline}>
        {deliveryTimeline.map((step) => (
          <li key={step.time} data-state={step.state}>
            <span className={classes.dot}>{step.state === 'done' && <IconCheck size={12} aria-hidden />}</span>
            <span>
              <strong>{t(step.title)}</strong>
              <small>{step.state === 'pending' ? t(m.eta, { time: step.time }) : step.time}</small>
            </span>
          </li>
        ))}
      </ol>
    </MockCard>
  );
}

function PharmacyBusinessCard() {
  const t = useT();
  return (
    <MockCard label={t(m.businessLabel)}>
      <p className={classes.kicker}>
        {t(m.example)} · {t(m.thisWeek)} · <span translate="no">Grace Pharmacy</span>
      </p>
      <div className={classes.payout}>
        <small>{t(m.payout)}</small>
        <strong>₦1,245,000</strong>
      </div>
      <ul className={classes.rows}>
        <li className={classes.row}>
          <span>{t(m.fulfilled)}</span>
          <strong>186</strong>
        </li>
        <li className={classes.row}>
          <span>
            <IconClock size={12} aria-hidden /> {t(m.lowStock, { medicine: 'Amoxicillin' })}
          </span>
          <strong>{t(m.left, { count: 12 })}</strong>
        </li>
      </ul>
      <p className={classes.note}>
        <IconShieldCheck size={14} aria-hidden /> {t(m.licence)}
      </p>
    </MockCard>
  );
}

export const mockCards: Record<ShowcaseTab['value'], () => ReactNode> = {
  pharmacy: PharmacyCard,
  telemedicine: DoctorCard,
  delivery: DeliveryCard,
  b2b: PharmacyBusinessCard,
};
