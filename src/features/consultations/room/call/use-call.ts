import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { sendSignal, type RoomSignal } from '@/lib/consultations/room';
import type { Engine, PeerState } from '@/features/consultations/room/call/engine';
import { parseIceServers } from '@/features/consultations/room/call/ice-servers';
import { deviceProblem, notices, type Notice, type Phase } from '@/features/consultations/room/call/messages';

/** No answer from the other side within this time: the caller stops ringing. */
export const RING_MS = 30_000;
/** Both sides in the call but no media path within this time: the network is in the way. */
export const CONNECT_MS = 20_000;
const REGAIN_MS = 15_000;

/**
 * The call's state in the room. Signals from the other side arrive through the room's polling;
 * an offer while not in a call rings. The RTCPeerConnection code is loaded only on Start/Join.
 */
export function useCall(id: string, peer: RefObject<{ polite: boolean; otherName: string }>) {
  const other = () => peer.current.otherName;
  const [phase, setPhaseState] = useState<Phase>('idle');
  const [notice, setNotice] = useState<Notice>();
  const [muted, setMuted] = useState(false);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [remoteCamera, setRemoteCamera] = useState(false);
  const engine = useRef<Engine | null>(null);
  const waiting = useRef<RoomSignal[]>([]);
  const phaseRef = useRef<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setPhase = (p: Phase) => {
    phaseRef.current = p;
    setPhaseState(p);
  };
  const arm = (ms: number, onTimeout: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onTimeout, ms);
  };

  const end = useCallback((why: Notice | undefined, tell: boolean) => {
    clearTimeout(timer.current);
    void engine.current?.hangUp(tell);
    engine.current = null;
    waiting.current = [];
    setRemote(null);
    setCamera(null);
    setMuted(false);
    setRemoteCamera(false);
    setNotice(why);
    setPhase('idle');
  }, []);

  const connecting = () => {
    setPhase('connecting');
    arm(CONNECT_MS, () => end(notices.network, true));
  };

  const onPeerState = (state: PeerState) => {
    if (!engine.current) return;
    if (state === 'connected') {
      clearTimeout(timer.current);
      setPhase('connected');
    } else if (state === 'interrupted') {
      setPhase('interrupted');
      arm(REGAIN_MS, () => end(notices.network, true));
    } else if (state === 'failed') {
      end(notices.network, true);
    }
  };

  const onSignals = (signals: RoomSignal[]) => {
    for (const s of signals) {
      if (s.kind === 'hangup') {
        const was = phaseRef.current;
        if (was !== 'idle' && was !== 'starting') end(notices.theyLeft(other()), false);
        else waiting.current = [];
        continue;
      }
      if (s.kind === 'media') setRemoteCamera(Boolean(s.payload.camera));
      if (engine.current) {
        if (phaseRef.current === 'calling' && (s.kind === 'answer' || s.kind === 'offer')) connecting();
        void engine.current.receive([s]);
        continue;
      }
      // Not in the call (yet): keep the signals for Join; an offer rings.
      if (s.kind === 'offer') waiting.current = [s];
      else waiting.current.push(s);
      if (s.kind === 'offer' && phaseRef.current === 'idle') setPhase('ringing');
    }
  };

  const start = async () => {
    setNotice(undefined);
    const ringing = phaseRef.current === 'ringing';
    setPhase('starting');
    if (!navigator.onLine) {
      setPhase(ringing ? 'ringing' : 'idle');
      return setNotice(notices.offline);
    }
    if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
      setPhase(ringing ? 'ringing' : 'idle');
      return setNotice(notices.unsupported);
    }
    let mic: MediaStream;
    try {
      mic = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch (err) {
      setPhase(waiting.current.some((s) => s.kind === 'offer') ? 'ringing' : 'idle');
      return setNotice(deviceProblem(err, 'microphone'));
    }
    let mod: typeof import('@/features/consultations/room/call/engine');
    try {
      mod = await import('@/features/consultations/room/call/engine');
    } catch {
      for (const t of mic.getTracks()) t.stop();
      setPhase(ringing ? 'ringing' : 'idle');
      return setNotice(notices.notLoaded);
    }
    engine.current = mod.startEngine({
      polite: peer.current.polite, mic, onPeerState, onRemoteStream: setRemote,
      iceServers: parseIceServers(import.meta.env.VITE_ICE_SERVERS as string | undefined),
      send: (kind, payload) => sendSignal(id, kind, payload),
    });
    const pending = waiting.current;
    waiting.current = [];
    if (pending.some((s) => s.kind === 'offer')) {
      connecting();
      void engine.current.receive(pending);
    } else {
      setPhase('calling');
      arm(RING_MS, () => end(notices.noAnswer(other()), true));
    }
  };

  const toggleCamera = async () => {
    const e = engine.current;
    if (!e) return;
    if (camera) {
      setCamera(null);
      return e.setCamera(null);
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      await e.setCamera(stream.getVideoTracks()[0] ?? null);
      setCamera(stream);
    } catch (err) {
      setNotice(deviceProblem(err, 'camera'));
    }
  };

  const toggleMute = () => {
    engine.current?.setMuted(!muted);
    setMuted(!muted);
  };

  // Leaving the page ends the call for the other side too (best effort).
  useEffect(() => {
    const leave = () => end(undefined, true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [end]);

  return {
    phase, notice, muted, camera, remote, remoteCamera, onSignals,
    start: () => void start(),
    hangUp: () => end(notices.youLeft, true),
    toggleMute, toggleCamera: () => void toggleCamera(),
  };
}

export type CallControls = ReturnType<typeof useCall>;
