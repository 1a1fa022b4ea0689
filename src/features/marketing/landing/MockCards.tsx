import type { ReactNode } from 'react';
import { IconCheck, IconClock, IconShieldCheck, IconStar, IconVideo } from '@tabler/icons-react';
import {
  consultationPrice,
  deliveryTimeline,
  paracetamolOffers,
  type ShowcaseTab,
} from '@/features/marketing/landing/showcase-data';
import classes from '@/features/marketing/landing/MockCards.module.css';

function MockCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className={classes.card} aria-label={label}>
      {children}
    </figure>
  );
}

function PharmacyCard() {
  return (
    <MockCard label="Example: Paracetamol prices at three pharmacies">
      <p className={classes.kicker}>Example prices · Paracetamol 500mg · 12 tablets</p>
      <ul className={classes.rows}>
        {paracetamolOffers.map((offer, i) => (
          <li key={offer.pharmacy} className={classes.row} data-best={i === 0 || undefined}>
            <span>
              <strong>{offer.pharmacy}</strong>
              <small>
                <IconShieldCheck size={12} aria-hidden /> Verified · {offer.area}
              </small>
            </span>
            <span className={classes.price}>{offer.price}</span>
          </li>
        ))}
      </ul>
      <p className={classes.note}>
        <IconCheck size={14} aria-hidden /> Generic alternatives available
      </p>
    </MockCard>
  );
}

function DoctorCard() {
  return (
    <MockCard label="Example: a video consultation with a verified doctor">
      <div className={classes.doctor}>
        <span className={classes.avatar}>AB</span>
        <span>
          <strong>Dr. Aisha Bello</strong>
          <small>General Practitioner · 8 years</small>
          <small className={classes.rating}>
            <IconStar size={12} fill="currentColor" aria-hidden /> Example profile
          </small>
        </span>
      </div>
      <div className={classes.fee}>
        <span>
          <IconVideo size={16} aria-hidden /> Video consultation
        </span>
        <strong>{consultationPrice}</strong>
      </div>
      <span className={classes.fakeButton}>Next slot: Today, 2:30 PM</span>
    </MockCard>
  );
}

function DeliveryCard() {
  return (
    <MockCard label="Example: delivery progress for an order">
      <p className={classes.kicker}>Example order ORD-2025-0142</p>
      <ol className={classes.timeline}>
        {deliveryTimeline.map((step) => (
          <li key={step.title} data-state={step.state}>
            <span className={classes.dot}>{step.state === 'done' && <IconCheck size={12} aria-hidden />}</span>
            <span>
              <strong>{step.title}</strong>
              <small>{step.time}</small>
            </span>
          </li>
        ))}
      </ol>
    </MockCard>
  );
}

function PharmacyBusinessCard() {
  return (
    <MockCard label="Example: a pharmacy's weekly summary">
      <p className={classes.kicker}>Example · This week · Grace Pharmacy</p>
      <div className={classes.payout}>
        <small>Weekly payout</small>
        <strong>₦1,245,000</strong>
      </div>
      <ul className={classes.rows}>
        <li className={classes.row}>
          <span>Orders fulfilled</span>
          <strong>186</strong>
        </li>
        <li className={classes.row}>
          <span>
            <IconClock size={12} aria-hidden /> Low stock: Amoxicillin
          </span>
          <strong>12 left</strong>
        </li>
      </ul>
      <p className={classes.note}>
        <IconShieldCheck size={14} aria-hidden /> Licence verified
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
