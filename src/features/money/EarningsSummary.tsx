import { Alert } from '@mantine/core';
import { formatDateTime, formatKobo } from '@/lib/format';
import type { Earnings } from '@/lib/money/api';
import { Figures, type Figure } from '@/features/money/Figures';
import { earningsMessages as m } from '@/features/money/money.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const pendingNote: Record<Earnings['kind'], Message> = {
  pharmacy: m.pendingPharmacy,
  rider: m.pendingRider,
  doctor: m.pendingDoctor,
};

/** Balance, available now, pending and the next payout; for a rider also the cash held and its limit. */
export function EarningsSummary({ earnings: e }: { earnings: Earnings }) {
  const t = useT();
  const figures: Figure[] = [
    { label: t(m.balance), value: formatKobo(e.balance_kobo) },
    { label: t(m.available), value: formatKobo(e.available_kobo), note: t(m.availableNote) },
    { label: t(m.pending), value: formatKobo(e.pending_kobo), note: t(pendingNote[e.kind]) },
    { label: t(m.nextPayout), value: formatDateTime(e.next_payout_at), note: t(m.nextPayoutNote) },
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
              { label: t(m.cashHeld), value: formatKobo(e.cash_held_kobo ?? 0), note: t(m.cashHeldNote) },
              { label: t(m.cashLimit), value: formatKobo(e.cash_limit_kobo ?? 0), note: t(m.cashLimitNote) },
            ]}
          />
          {e.pickups_blocked && (
            <Alert color="red" title={t(m.blocked)} mb="lg" role="alert">
              {t(m.blockedNote)}
            </Alert>
          )}
        </>
      )}
    </>
  );
}
