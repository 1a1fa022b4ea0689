import { useEffect, useMemo, useState } from 'react';
import { GUEST, type CartLine } from '@/lib/db';
import { useCartLines } from '@/lib/cart/lines';
import { useSessionHint } from '@/lib/auth/hint';
import { checkFields, emptyFields, orderIntent, type CheckoutFields, type FieldErrors } from '@/features/orders/checkout/checkout-form';
import type { PlacedOrders } from '@/features/orders/checkout/place-order-job';
import { useQuote } from '@/features/orders/checkout/use-quote';

export type Outcome =
  | { kind: 'placed'; placed: PlacedOrders; queued?: boolean }
  | { kind: 'queued'; jobId: string; reason?: string };

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function useCheckout() {
  const hint = useSessionHint();
  // The cart is the signed-in account's own (a guest's lines are adopted at sign-in).
  const lines = useCartLines();
  const { quote, failed: quoteFailed } = useQuote(lines?.map((l) => l.offerId));
  const [fields, setFields] = useState<CheckoutFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const needsPrescription = useMemo(
    () => (lines ?? []).some((l) => quote?.get(l.offerId)?.prescription_only ?? l.prescriptionOnly),
    [lines, quote],
  );

  // A queued order turns into the success screen as soon as the outbox gets the server's answer.
  useEffect(() => {
    if (outcome?.kind !== 'queued') return;
    let live = true;
    void import('@/lib/sync/outbox').then(({ settledJob }) =>
      settledJob(outcome.jobId).then((job) => {
        if (!live || !job) return;
        if (job.state === 'done') {
          setOutcome({ kind: 'placed', placed: job.checkpoints.place as PlacedOrders, queued: true });
        } else {
          setOutcome(undefined);
          setFormError(job.lastError ?? 'The order could not be placed');
        }
      }),
    );
    return () => {
      live = false;
    };
  }, [outcome]);

  const set = <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(cart: CartLine[]) {
    const found = checkFields(fields, needsPrescription);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length || submitting || !cart.length) return;
    setSubmitting(true);
    const key = newKey();
    try {
      const { submitJob } = await import('@/lib/sync/outbox');
      const items = cart.reduce((n, l) => n + l.quantity, 0);
      const sent = await submitJob({
        kind: 'place-order',
        id: `order-${key}`,
        owner: hint.userId ?? GUEST,
        label: `Place order: ${items} item${items === 1 ? '' : 's'} from ${new Set(cart.map((l) => l.pharmacyId)).size} pharmacy(ies)`,
        input: { intent: orderIntent(fields, cart, key, needsPrescription) },
      });
      if (sent.status === 'done') setOutcome({ kind: 'placed', placed: sent.result.place as PlacedOrders });
      else if (sent.status === 'failed') setFormError(sent.error);
      else setOutcome({ kind: 'queued', jobId: sent.id, reason: sent.error });
    } finally {
      setSubmitting(false);
    }
  }

  return { hint, lines, quote, quoteFailed, fields, set, errors, formError, submitting, outcome, needsPrescription, submit };
}
