import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { CallControls } from '@/features/consultations/room/call/use-call';
import { phaseText } from '@/features/consultations/room/call/messages';

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
  const { phase, notice } = call;
  const inCall = phase === 'calling' || phase === 'connecting' || phase === 'connected' || phase === 'interrupted';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="call-heading">
      <Title order={2} fz="lg" id="call-heading" mb="xs">
        Call
      </Title>
      <Text role="status" fz="sm" mb="xs">
        {phaseText(phase, otherName, call.muted)}
      </Text>
      {notice && (
        <Text role={notice.tone === 'error' ? 'alert' : undefined} fz="sm" mb="xs" c={notice.tone === 'error' ? 'red.8' : 'dimmed'}>
          {notice.text}
        </Text>
      )}
      {inCall && <Media stream={call.remote} kind="audio" label={`${otherName}'s voice`} />}
      {inCall && <Media stream={call.remote} kind="video" label={`${otherName}'s camera`} hidden={!call.remoteCamera} />}
      {call.camera && <Media stream={call.camera} kind="video" label="Your camera" />}
      <Group gap="xs" mt="xs">
        {!inCall && (
          <Button onClick={call.start} loading={phase === 'starting'} disabled={disabled}>
            {phase === 'ringing' ? 'Join call' : 'Start call'}
          </Button>
        )}
        {inCall && (
          <>
            <Button variant="default" onClick={call.toggleMute}>
              {call.muted ? 'Unmute' : 'Mute'}
            </Button>
            <Button variant="default" onClick={call.toggleCamera}>
              {call.camera ? 'Turn camera off' : 'Turn camera on'}
            </Button>
            <Button color="red" onClick={call.hangUp}>
              Hang up
            </Button>
          </>
        )}
      </Group>
      {!inCall && (
        <Text fz="xs" c="dimmed" mt="xs">
          Calls start with audio only, which works on slow connections; turn your camera on during the call for video.
        </Text>
      )}
    </Paper>
  );
}
