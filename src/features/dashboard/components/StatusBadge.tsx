import { Badge } from '@mantine/core';
import type { Tone } from '@/features/dashboard/status';

export function StatusBadge({ tone }: { tone: Tone }) {
  return (
    <Badge variant="light" color={tone.color} c={tone.text} radius="sm" style={{ flexShrink: 0 }}>
      {tone.label}
    </Badge>
  );
}
