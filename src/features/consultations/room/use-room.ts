import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutboxJob } from '@/lib/db';
import { useSessionHint } from '@/lib/auth/hint';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';
import { fetchRoom, type RoomMessage, type RoomSignal, type RoomState } from '@/lib/consultations/room';
import type { ChatMessageInput } from '@/features/consultations/room/message-job';
import { translate } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';

const POLL_MS = 3_000;
// During a call the signals (offer, answer, hang-up) need to travel faster than chat.
const CALL_POLL_MS = 1_000;

export type ChatLine = RoomMessage & { pending?: boolean; problem?: string };

/**
 * The room kept up to date by polling with cursors while the page is visible. A message goes
 * through the outbox with a client id made when it was typed: offline, it waits on the device
 * (through a reload or a closed tab) and is sent once back online; the database stores it once
 * whatever the number of attempts.
 */
export function useRoom(id: string, onSignals: (signals: RoomSignal[]) => void, fast = false) {
  const [state, setState] = useState<Omit<RoomState, 'messages' | 'signals'> | null>();
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const cursors = useRef({ message: 0, signal: 0 });
  const signalsRef = useRef(onSignals);
  useEffect(() => {
    signalsRef.current = onSignals;
  });

  // The room as last seen on this device (its messages and e-prescriptions), for reading offline.
  const [savedAt, setSavedAt] = useState<number>();
  const seen = useRef<RoomMessage[]>([]);
  const copyKey = `room:${id}`;
  useEffect(() => {
    let live = true;
    void import('@/lib/saved-copy')
      .then((m) => m.readCopy<{ state: Omit<RoomState, 'messages' | 'signals'>; messages: RoomMessage[] }>(copyKey))
      .then((copy) => {
        if (!live || !copy) return;
        // Only while nothing fresher has arrived from the server.
        setState((current) => current ?? copy.data.state);
        setMessages((current) => (current.length ? current : copy.data.messages));
        setSavedAt((current) => (seen.current.length || current !== undefined ? current : copy.savedAt));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [copyKey]);

  const tick = useCallback(async () => {
    const room = await fetchRoom(id, cursors.current.message, cursors.current.signal);
    if (!room) return setState(null);
    const { messages: fresh, signals, ...rest } = room;
    const first = cursors.current.message === 0 && !seen.current.length;
    setState(rest);
    setSavedAt(undefined);
    if (fresh.length) {
      cursors.current.message = fresh[fresh.length - 1]!.id;
      seen.current = [...seen.current, ...fresh.filter((m) => !seen.current.some((a) => a.id === m.id))];
      setMessages(seen.current);
    } else if (first) setMessages([]);
    if (signals.length) {
      cursors.current.signal = signals[signals.length - 1]!.id;
      signalsRef.current(signals);
    }
    if (first || fresh.length) {
      void import('@/lib/saved-copy').then((m) => m.saveCopy(copyKey, { state: rest, messages: seen.current })).catch(() => undefined);
    }
  }, [id, copyKey]);

  useEffect(() => startPolling({ intervalMs: fast ? CALL_POLL_MS : POLL_MS, tick, onStatus: setStatus }), [tick, fast]);

  // This room's messages in the outbox (waiting, retrying, refused, or sent and not yet polled back).
  const { userId } = useSessionHint();
  const [queued, setQueued] = useState<OutboxJob[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import('@/lib/consultations/chat-outbox').then((m) => {
      if (live) stop = m.watchRoomMessages(id, userId, setQueued);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [id, userId]);
  const pending: ChatLine[] = queued.map((job) => {
    const input = job.input as unknown as ChatMessageInput;
    return {
      id: 0,
      body: input.body,
      mine: true,
      client_id: input.clientId,
      created_at: new Date(job.createdAt).toISOString(),
      pending: job.state !== 'failed' && job.state !== 'done',
      problem: job.state === 'failed' ? (job.lastError ?? translate(room.notSentShort)) : undefined,
    };
  });

  // Messages the room refused at once (the consultation was cancelled meanwhile): shown, not lost.
  const [refused, setRefused] = useState<ChatLine[]>([]);
  const send = async (body: string) => {
    if (!userId) return;
    const clientId = crypto.randomUUID();
    const { submitJob } = await import('@/lib/sync/outbox');
    const input: ChatMessageInput = { consultationId: id, body, clientId };
    const sent = await submitJob({ kind: 'consultation-message', id: `chat-${clientId}`, owner: userId, label: `Chat message: "${body.slice(0, 40)}"`, input: { ...input } });
    if (sent.status === 'failed') {
      const line: ChatLine = { id: 0, body, mine: true, client_id: clientId, created_at: new Date().toISOString(), problem: sent.error };
      setRefused((all) => [...all, line]);
    }
    // Sent (or waiting): the room shows it from the server on the next poll; ask now, not in 3 s.
    void tick().catch(() => undefined);
  };

  const delivered = new Set(messages.map((m) => m.client_id));
  const lines: ChatLine[] = [...messages, ...[...pending, ...refused].filter((p) => !delivered.has(p.client_id))];
  return { room: state, lines, status, send, savedAt, refresh: () => void tick().catch(() => undefined) };
}
