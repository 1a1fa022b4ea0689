import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { CallControls } from '@/features/consultations/room/call/use-call';
import { phaseText } from '@/features/consultations/room/call/messages';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

function Media({ stream, kind, label, hidden }: { stream: MediaStream | null; kind: 'audio' | 'video'; label: string; hidden?: boolean }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  if (kind === 'audio') return <audio ref={ref} autoPlay data-testid="remote-audio" aria-label={label} />;
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted
      aria-label={label}
      hidden={hidden}
      style={{ width: '100%', maxHeight: 280, background: '#000', borderRadius: 8 }}
    />
  );
}

/** The call: audio first; each side's video shows once that side turns its camera on. */
export function CallPanel({ call, otherName, disabled }: { call: CallControls; otherName: string; disabled: boolean }) {
  const t = useT();
  const { phase, notice } = call;
  const inCall = phase === 'calling' || phase === 'connecting' || phase === 'connected' || phase === 'interrupted';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="call-heading">
      <Title order={2} fz="lg" id="call-heading" mb="xs">
        {t(room.call)}
      </Title>
      <Text role="status" fz="sm" mb="xs">
        {t(phaseText(phase, call.muted), { name: otherName })}
      </Text>
      {notice && (
        <Text role={notice.tone === 'error' ? 'alert' : undefined} fz="sm" mb="xs" c={notice.tone === 'error' ? 'red.8' : 'dimmed'}>
          {t(notice.text, { name: notice.name })}
        </Text>
      )}
      {inCall && <Media stream={call.remote} kind="audio" label={t(room.voice, { name: otherName })} />}
      {inCall && <Media stream={call.remote} kind="video" label={t(room.camera, { name: otherName })} hidden={!call.remoteCamera} />}
      {call.camera && <Media stream={call.camera} kind="video" label={t(room.yourCamera)} />}
      <Group gap="xs" mt="xs">
        {!inCall && (
          <Button onClick={call.start} loading={phase === 'starting'} disabled={disabled}>
            {t(phase === 'ringing' ? room.join : room.start)}
          </Button>
        )}
        {inCall && (
          <>
            <Button variant="default" onClick={call.toggleMute}>
              {t(call.muted ? room.unmute : room.mute)}
            </Button>
            <Button variant="default" onClick={call.toggleCamera}>
              {t(call.camera ? room.cameraOff : room.cameraOn)}
            </Button>
            <Button color="red" onClick={call.hangUp}>
              {t(room.hangUp)}
            </Button>
          </>
        )}
      </Group>
      {!inCall && (
        <Text fz="xs" c="dimmed" mt="xs">
          {t(room.audioFirst)}
        </Text>
      )}
    </Paper>
  );
}
