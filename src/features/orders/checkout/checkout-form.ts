// The checkout form: what the person typed, checked field by field before anything is queued.
import { normaliseNigerianPhone } from '@/lib/phone';
import { NIGERIAN_STATES } from '@/lib/nigerian-states';
import type { DeliveryTime } from '@/features/orders/checkout/options';
import { translate } from '@/lib/i18n/i18n';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

export interface CheckoutFields {
  state: string;
  lga: string;
  street: string;
  landmark: string;
  phone: string;
  deliveryTime: DeliveryTime;
  prescriptionId: string;
  payment: 'pay_on_delivery' | 'online';
}

export const emptyFields: CheckoutFields = {
  state: '', lga: '', street: '', landmark: '', phone: '', deliveryTime: 'anytime', prescriptionId: '', payment: 'pay_on_delivery',
};

export type FieldErrors = Partial<Record<keyof CheckoutFields, string>>;

export function checkFields(f: CheckoutFields, needsPrescription: boolean): FieldErrors {
  const errors: FieldErrors = {};
  // In the language of the moment the form is checked.
  const t = translate;
  if (!(NIGERIAN_STATES as readonly string[]).includes(f.state)) errors.state = t(k.errState);
  if (!f.lga.trim()) errors.lga = t(f.state ? k.errLga : k.errStateLga);
  else if (f.lga.trim().length > 80) errors.lga = t(k.errLgaLong);
  if (f.street.trim().length < 3) errors.street = t(k.errStreet);
  else if (f.street.trim().length > 200) errors.street = t(k.errStreetLong);
  if (f.landmark.trim().length > 200) errors.landmark = t(k.errLandmark);
  if (!normaliseNigerianPhone(f.phone)) errors.phone = t(k.errPhone);
  if (needsPrescription && !f.prescriptionId) errors.prescriptionId = t(k.errPrescription);
  return errors;
}

export interface CheckoutLine {
  offerId: string;
  quantity: number;
}

/** What the device sends: intentions only. Prices, fees and totals are the server's. */
export function orderIntent(f: CheckoutFields, lines: CheckoutLine[], key: string, needsPrescription: boolean) {
  return {
    idempotency_key: key,
    lines: lines.map((l) => ({ offer_id: l.offerId, quantity: l.quantity })),
    address: { state: f.state, lga: f.lga.trim(), street: f.street.trim(), landmark: f.landmark.trim() || null },
    phone: normaliseNigerianPhone(f.phone),
    delivery_time: f.deliveryTime,
    payment_method: f.payment,
    ...(needsPrescription ? { prescription_id: f.prescriptionId } : {}),
  };
}

/** Maps a refusal from place_order (its hint names the field) to the field it belongs beside. */
export function fieldOfHint(hint: string | undefined): keyof CheckoutFields | undefined {
  switch (hint) {
    case 'address.state': return 'state';
    case 'address.lga': return 'lga';
    case 'address.street': return 'street';
    case 'address.landmark': return 'landmark';
    case 'phone': return 'phone';
    case 'delivery_time': return 'deliveryTime';
    case 'prescription_id':
    case 'prescription_required': return 'prescriptionId';
    default: return undefined;
  }
}
