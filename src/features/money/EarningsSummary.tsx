import { Alert } from '@mantine/core';
import { formatDateTime, formatKobo } from '@/lib/format';
import type { Earnings } from '@/lib/money/api';
import { Figures, type Figure } from '@/features/money/Figures';

const pendingNote: Record<Earnings['kind'], string> = {
  pharmacy: 'Available when each order on its way is delivered',
  rider: 'Available when each delivery in progress is delivered',
  doctor: 'Available when each patient pays a consultation fee',
};

/** Balance, available now, pending and the next payout; for a rider also the cash held and its limit. */
export function EarningsSummary({ earnings: e }: { earnings: Earnings }) {
  const figures: Figure[] = [
    { label: 'Balance owed to you', value: formatKobo(e.balance_kobo) },
    { label: 'Available now', value: formatKobo(e.available_kobo), note: 'Paid out with the next weekly payout' },
    { label: 'Pending', value: formatKobo(e.pending_kobo), note: pendingNote[e.kind] },
    { label: 'Next payout', value: formatDateTime(e.next_payout_at), note: 'Every Monday, ₦1,000 or more' },
  ];
  const cash = e.kind === 'rider' && e.cash_held_kobo !== null && e.cash_limit_kobo !== null;
  return (
    <>
      <Figures figures={figures} testId="earnings-figures" />
      {cash && (
        <>
          <Figures
            testId="cash-figures"
            figures={[
              { label: 'Cash you hold', value: formatKobo(e.cash_held_kobo ?? 0), note: 'Collected at the door, not yet handed over' },
              { label: 'Cash limit', value: formatKobo(e.cash_limit_kobo ?? 0), note: 'Above it you get no new pickups' },
            ]}
          />
          {e.pickups_blocked && (
            <Alert color="red" title="No new pickups" mb="lg" role="alert">
              You hold more cash than the limit. Hand it over to the pharmacy or to Magani to take new pickups.
            </Alert>
          )}
        </>
      )}
    </>
  );
}
