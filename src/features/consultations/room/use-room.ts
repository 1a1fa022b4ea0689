import { useCallback, useEffect, useRef, useState } from 'react';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';
import { fetchRoom, sendMessage, type RoomMessage, type RoomSignal, type RoomState } from '@/lib/consultations/room';

const POLL_MS = 3_000;
// During a call the signals (offer, answer, hang-up) need to travel faster than chat.
const CALL_POLL_MS = 1_000;

export type ChatLine = RoomMessage & { pending?: boolean };

/**
 * The room kept up to date by polling with cursors while the page is visible. A message typed
 * while offline stays pending with its client id and is sent again on the next poll; the database
 * stores it once whatever the number of attempts.
 */
export function useRoom(id: string, onSignals: (signals: RoomSignal[]) => void, fast = false) {
  const [state, setState] = useState<Omit<RoomState, 'messages' | 'signals'> | null>();
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [pending, setPending] = useState<ChatLine[]>([]);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const cursors = useRef({ message: 0, signal: 0 });
  const outbox = useRef<ChatLine[]>([]);
  const signalsRef = useRef(onSignals);
  useEffect(() => {
    signalsRef.current = onSignals;
  });

  const flushOutbox = useCallback(async () => {
    for (const line of [...outbox.current]) {
      await sendMessage(id, line.body, line.client_id);
      outbox.current = outbox.current.filter((l) => l.client_id !== line.client_id);
    }
  }, [id]);

  const tick = useCallback(async () => {
    await flushOutbox().catch(() => undefined);
    const room = await fetchRoom(id, cursors.current.message, cursors.current.signal);
    if (!room) return setState(null);
    const { messages: fresh, signals, ...rest } = room;
    setState(rest);
    if (fresh.length) {
      cursors.current.message = fresh[fresh.length - 1]!.id;
      setMessages((all) => [...all, ...fresh.filter((m) => !all.some((a) => a.id === m.id))]);
    }
    if (signals.length) {
      cursors.current.signal = signals[signals.length - 1]!.id;
      signalsRef.current(signals);
    }
    setPending(outbox.current);
    if (outbox.current.length) throw new Error('messages waiting to be sent');
  }, [id, flushOutbox]);

  useEffect(() => startPolling({ intervalMs: fast ? CALL_POLL_MS : POLL_MS, tick, onStatus: setStatus }), [tick, fast]);

  const send = (body: string) => {
    const line: ChatLine = { id: 0, body, mine: true, client_id: crypto.randomUUID(), created_at: new Date().toISOString(), pending: true };
    outbox.current = [...outbox.current, line];
    setPending(outbox.current);
    void tick().catch(() => undefined);
  };

  const delivered = new Set(messages.map((m) => m.client_id));
  const lines: ChatLine[] = [...messages, ...pending.filter((p) => !delivered.has(p.client_id))];
  return { room: state, lines, status, send, refresh: () => void tick().catch(() => undefined) };
}
