import { useMemo, useState } from 'react';
import type { CartLine } from '@/lib/db';
import { GUEST } from '@/lib/row-owner';
import { useCartLines } from '@/lib/cart/lines';
import { useCartQuote } from '@/lib/cart/quote';
import { useSessionHint } from '@/lib/auth/hint';
import { useJobs } from '@/lib/sync/read';
import { checkFields, emptyFields, orderIntent, type CheckoutFields, type FieldErrors } from '@/features/orders/checkout/checkout-form';
import { useLastDelivery } from '@/features/orders/checkout/last-delivery';
import type { PlacedOrders } from '@/features/orders/checkout/place-order-job';

export type Outcome =
  | { kind: 'placed'; placed: PlacedOrders; queued?: boolean }
  | { kind: 'queued'; jobId: string; reason?: string };

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);
const WAITING = new Set(['queued', 'running', 'waiting-retry', 'blocked']);

export function useCheckout() {
  const hint = useSessionHint();
  const owner = hint.userId ?? GUEST;
  // The cart is the signed-in account's own (a guest's lines are adopted at sign-in).
  const lines = useCartLines();
  const quote = useCartQuote(lines);
  const [fields, setFields] = useState<CheckoutFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const last = useLastDelivery(hint.signedIn ? owner : undefined, setFields);
  // The order waiting in the outbox (queued now, before a reload, or in another tab) is followed
  // and shown, never a fresh form: pressing Place order again would make a second order.
  const jobs = useJobs({ kind: 'place-order', owner });
  const waiting = jobs?.find((job) => WAITING.has(job.state));
  const [followed, setFollowed] = useState<string>();
  if (waiting && !submitting && !outcome && followed !== waiting.id) setFollowed(waiting.id);
  const job = followed ? jobs?.find((j) => j.id === followed) : undefined;

  let shown: Outcome | undefined = outcome;
  if (!shown && job && WAITING.has(job.state)) shown = { kind: 'queued', jobId: job.id, reason: job.lastError };
  if (!shown && job?.state === 'done') shown = { kind: 'placed', placed: job.checkpoints.place as PlacedOrders, queued: true };
  // Refused by the server while it waited: the form comes back with the server's reason.
  const refused = job?.state === 'failed' ? (job.lastError ?? 'The order could not be placed') : undefined;

  const needsPrescription = useMemo(() => {
    const quoted = quote.kind === 'quoted' ? quote.quote.pharmacies.flatMap((p) => p.lines) : [];
    return (lines ?? []).some((l) => quoted.find((q) => q.offer_id === l.offerId)?.prescription_only ?? l.prescriptionOnly);
  }, [lines, quote]);

  const set = <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) => {
    setFields((f) => ({ ...f, [key]: value, ...(key === 'state' && value !== f.state ? { lga: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(cart: CartLine[]) {
    const found = checkFields(fields, needsPrescription);
    setErrors(found);
    setFormError(undefined);
    setFollowed(undefined);
    if (Object.keys(found).length || submitting || waiting || !cart.length) return;
    setSubmitting(true);
    const key = newKey();
    try {
      const { submitJob } = await import('@/lib/sync/outbox');
      const items = cart.reduce((n, l) => n + l.quantity, 0);
      const shops = new Set(cart.map((l) => l.pharmacyId)).size;
      const intent = orderIntent(fields, cart, key, needsPrescription);
      last.remember(fields);
      const sent = await submitJob({
        kind: 'place-order',
        id: `order-${key}`,
        owner,
        label: `Place order: ${items} item${items === 1 ? '' : 's'} from ${shops} ${shops === 1 ? 'pharmacy' : 'pharmacies'}`,
        input: { intent },
      });
      if (sent.status === 'done') setOutcome({ kind: 'placed', placed: sent.result.place as PlacedOrders });
      else if (sent.status === 'failed') setFormError(sent.error);
      else setFollowed(sent.id);
    } finally {
      setSubmitting(false);
    }
  }

  return { hint, lines, quote, fields, set, errors, formError: formError ?? refused, submitting, outcome: shown, jobsLoaded: jobs !== undefined, needsPrescription, submit, prefilled: last.prefilled };
}
