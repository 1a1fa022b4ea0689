// The prescriptions list kept current the way orders are: the first read brings every row (and
// keeps the device copy), then every 4 s while the page is visible one small request asks the
// feed for what changed after its cursor. Offline, the device copy shows and polling goes on.
import { useCallback, useEffect, useRef, useState } from 'react';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';
import type { Prescription, PrescriptionList } from '@/lib/prescriptions/api';

const api = () => import('@/lib/prescriptions/api');
export const PRESCRIPTIONS_POLL_MS = 4_000;

export interface LivePrescriptions {
  /** Newest first; undefined until the first answer (or device copy). */
  list: PrescriptionList | undefined;
  status: LiveStatus;
  /** The first load failed and nothing is shown. */
  failed: boolean;
  /** Asks now (after an action) instead of waiting for the next tick. */
  refresh: () => void;
}

export function useLivePrescriptions(): LivePrescriptions {
  const [list, setList] = useState<PrescriptionList>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [failed, setFailed] = useState(false);
  const cursor = useRef<number | undefined>(undefined);
  const byId = useRef(new Map<string, Prescription>());

  const tick = useCallback(async () => {
    const m = await api();
    try {
      if (cursor.current === undefined) {
        const first = await m.loadPrescriptions();
        byId.current = new Map(first.rows.map((r) => [r.id, r]));
        cursor.current = first.cursor;
        setList(first);
      } else {
        const changed = await m.prescriptionsChangedAfter(cursor.current);
        cursor.current = Math.max(cursor.current, changed.cursor);
        if (changed.rows.length > 0) {
          for (const row of changed.rows) byId.current.set(row.id, row);
          const rows = [...byId.current.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
          setList({ rows, savedAt: Date.now(), offline: false, cursor: cursor.current });
          void m.keepPrescriptions(rows).catch(() => undefined);
        }
      }
      setFailed(false);
    } catch (error) {
      setFailed(true);
      throw error;
    }
  }, []);

  useEffect(() => startPolling({ intervalMs: PRESCRIPTIONS_POLL_MS, tick, onStatus: setStatus }), [tick]);
  const refresh = useCallback(() => void tick().catch(() => undefined), [tick]);
  return { list, status, failed, refresh };
}
