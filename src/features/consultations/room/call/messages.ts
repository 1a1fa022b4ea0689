// What the room says about the call. Each failure says what to do next; chat always stays open.
import type { Message } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';

export type Phase = 'idle' | 'starting' | 'ringing' | 'calling' | 'connecting' | 'connected' | 'interrupted';
/** A notice's message, put into words when shown (so it follows the language of that moment). */
export type Notice = { tone: 'error' | 'info'; text: Message; name?: string };

/** The call's state in words: the message and the other side's name for it. */
export function phaseText(phase: Phase, muted: boolean): Message {
  switch (phase) {
    case 'idle': return room.idle;
    case 'starting': return room.starting;
    case 'ringing': return room.ringing;
    case 'calling': return room.calling;
    case 'connecting': return room.connectingCall;
    case 'connected': return muted ? room.connectedMuted : room.connected;
    case 'interrupted': return room.interrupted;
  }
}

const problems = {
  microphone: { blocked: room.micBlocked, missing: room.micMissing, busy: room.micBusy, failed: room.micFailed },
  camera: { blocked: room.cameraBlocked, missing: room.cameraMissing, busy: room.cameraBusy, failed: room.cameraFailed },
};

/** Why the microphone (or camera) could not be opened, from the DOMException's name. */
export function deviceProblem(error: unknown, device: 'microphone' | 'camera'): Notice {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const says = problems[device];
  if (name === 'NotAllowedError' || name === 'SecurityError') return { tone: 'error', text: says.blocked };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { tone: 'error', text: says.missing };
  if (name === 'NotReadableError') return { tone: 'error', text: says.busy };
  return { tone: 'error', text: says.failed };
}

export const notices = {
  unsupported: { tone: 'error', text: room.unsupported },
  offline: { tone: 'error', text: room.offline },
  notLoaded: { tone: 'error', text: room.notLoaded },
  network: { tone: 'error', text: room.network },
  noAnswer: (other: string): Notice => ({ tone: 'info', text: room.noAnswer, name: other }),
  theyLeft: (other: string): Notice => ({ tone: 'info', text: room.theyLeft, name: other }),
  youLeft: { tone: 'info', text: room.youLeft },
} satisfies Record<string, Notice | ((other: string) => Notice)>;
