// The browser side of a consultation call (loaded only when someone starts or joins a call).
// Signalling goes through the room's polling, so the peers follow the "perfect negotiation"
// pattern: the doctor is the impolite side and the patient the polite one, which settles the case
// where both press Start call at the same moment. Offers and answers wait (briefly) for ICE
// gathering so that they carry their candidates: a poll round trip per candidate would be slow.
import type { RoomSignal } from '@/lib/consultations/room';

export type SignalKind = RoomSignal['kind'];
export type Send = (kind: SignalKind, payload: Record<string, unknown>) => Promise<unknown>;
export type PeerState = 'connecting' | 'connected' | 'interrupted' | 'failed';

export interface EngineOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  mic: MediaStream;
  send: Send;
  onPeerState: (state: PeerState) => void;
  onRemoteStream: (stream: MediaStream) => void;
}

const GATHER_WAIT_MS = 1_500;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_WAIT_MS);
  });
}

export function startEngine(o: EngineOptions) {
  const pc = new RTCPeerConnection({ iceServers: o.iceServers });
  const remote = new MediaStream();
  let makingOffer = false;
  let ignoreOffer = false;
  let closed = false;
  let described = false;
  // Signals leave and are handled one at a time, in order: an answer never overtakes its offer.
  let outgoing: Promise<unknown> = Promise.resolve();
  let incoming: Promise<unknown> = Promise.resolve();
  const send = (kind: SignalKind, payload: Record<string, unknown>) => {
    outgoing = outgoing.then(() => (closed && kind !== 'hangup' ? undefined : o.send(kind, payload))).catch(() => undefined);
    return outgoing;
  };
  const describe = async () => {
    await gathered(pc);
    const d = pc.localDescription;
    if (d) await send(d.type === 'offer' ? 'offer' : 'answer', { description: { type: d.type, sdp: d.sdp } });
    described = true;
  };

  for (const track of o.mic.getTracks()) pc.addTrack(track, o.mic);
  pc.ontrack = ({ track }) => {
    remote.addTrack(track);
    o.onRemoteStream(remote);
  };
  // Candidates found after the description left still go out (e.g. a slow TURN server); earlier
  // ones travel inside the description.
  pc.onicecandidate = ({ candidate }) => {
    if (candidate && described) void send('ice', { candidate: candidate.toJSON() });
  };
  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
    } catch {
      return;
    } finally {
      makingOffer = false;
    }
    await describe();
  };
  pc.onconnectionstatechange = () => {
    const s = pc.connectionState;
    if (s === 'connected') o.onPeerState('connected');
    else if (s === 'disconnected') o.onPeerState('interrupted');
    else if (s === 'failed') o.onPeerState('failed');
  };

  async function handle(signal: RoomSignal) {
    if (closed) return;
    if (signal.kind === 'offer' || signal.kind === 'answer') {
      const description = signal.payload.description as RTCSessionDescriptionInit | undefined;
      if (!description) return;
      const collision = description.type === 'offer' && (makingOffer || pc.signalingState !== 'stable');
      ignoreOffer = !o.polite && collision;
      if (ignoreOffer) return;
      // An answer to an offer this side already replaced (glare) is stale: skip it.
      if (description.type === 'answer' && pc.signalingState !== 'have-local-offer') return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        await describe();
      }
    } else if (signal.kind === 'ice') {
      const candidate = signal.payload.candidate as RTCIceCandidateInit | undefined;
      // Candidates of an ignored offer, or ones that arrive before their description, are dropped:
      // the descriptions carry the candidates anyway.
      if (candidate) await pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  let camera: MediaStreamTrack | null = null;
  let videoSender: RTCRtpSender | null = null;

  return {
    receive(signals: RoomSignal[]) {
      for (const s of signals) incoming = incoming.then(() => handle(s)).catch(() => undefined);
      return incoming;
    },
    setMuted(muted: boolean) {
      for (const t of o.mic.getAudioTracks()) t.enabled = !muted;
    },
    /** The first camera track is added (one renegotiation); later ones replace it in place. */
    async setCamera(track: MediaStreamTrack | null) {
      camera?.stop();
      camera = track;
      if (!videoSender) {
        if (track) videoSender = pc.addTrack(track, new MediaStream([track]));
      } else {
        await videoSender.replaceTrack(track);
      }
      await send('media', { camera: Boolean(track) });
    },
    async hangUp(tell: boolean) {
      if (closed) return;
      closed = true;
      if (tell) await send('hangup', {});
      camera?.stop();
      for (const t of o.mic.getTracks()) t.stop();
      pc.close();
    },
  };
}

export type Engine = ReturnType<typeof startEngine>;
