// What the room says about the call. Each failure says what to do next; chat always stays open.
export type Phase = 'idle' | 'starting' | 'ringing' | 'calling' | 'connecting' | 'connected' | 'interrupted';
export type Notice = { tone: 'error' | 'info'; text: string };

const KEEP_CHATTING = 'The chat below keeps working.';

export function phaseText(phase: Phase, other: string, muted: boolean): string {
  switch (phase) {
    case 'idle': return 'Not in a call.';
    case 'starting': return 'Starting the call… allow the microphone if your browser asks.';
    case 'ringing': return `${other} is calling you.`;
    case 'calling': return `Calling ${other}… waiting for them to join.`;
    case 'connecting': return 'Connecting the call…';
    case 'connected': return muted ? 'Connected. Your microphone is muted.' : 'Connected';
    case 'interrupted': return 'The connection dropped: reconnecting…';
  }
}

/** Why the microphone (or camera) could not be opened, from the DOMException's name. */
export function deviceProblem(error: unknown, device: 'microphone' | 'camera'): Notice {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const after = device === 'camera' ? 'The call goes on with audio.' : `Then press Start call again. ${KEEP_CHATTING}`;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return { tone: 'error', text: `Your ${device} is blocked: allow it in the browser's site settings (the icon next to the address). ${after}` };
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return { tone: 'error', text: `No ${device} was found: connect one, or join from a phone. ${after}` };
  }
  if (name === 'NotReadableError') {
    return { tone: 'error', text: `Your ${device} is in use by another app: close that app. ${after}` };
  }
  return { tone: 'error', text: `Your ${device} could not be opened. ${after}` };
}

export const notices = {
  unsupported: { tone: 'error', text: `This browser cannot make calls: open the room in a recent Chrome or Firefox. ${KEEP_CHATTING}` },
  offline: { tone: 'error', text: 'You are offline: a call needs a connection. Messages you type in the chat are sent when you are back online.' },
  notLoaded: { tone: 'error', text: `The call could not start: check your connection, then try again. ${KEEP_CHATTING}` },
  network: { tone: 'error', text: `The call could not connect on this network: keep chatting here, or try again on Wi-Fi.` },
  noAnswer: (other: string): Notice => ({ tone: 'info', text: `${other} did not join the call. Keep chatting here, or try again later.` }),
  theyLeft: (other: string): Notice => ({ tone: 'info', text: `${other} ended the call.` }),
  youLeft: { tone: 'info', text: 'You ended the call.' },
} satisfies Record<string, Notice | ((other: string) => Notice)>;
