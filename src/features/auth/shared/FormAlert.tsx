import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@mantine/core';

type Tone = 'red' | 'green' | 'blue' | 'yellow';
type Props = {
  title?: string;
  message?: ReactNode;
  color?: Tone;
  /** Scrolls the alert into view whenever this changes (defaults to a text message itself). */
  reveal?: string | number;
};

// Tinted background, dark text: Mantine's light variant puts shade-6 text on a tint, below AA.
const palette: Record<Tone, { tint: string; accent: string; title: string }> = {
  red: { tint: 'red-0', accent: 'red-7', title: 'red-9' },
  green: { tint: 'magani-0', accent: 'magani-7', title: 'magani-9' },
  blue: { tint: 'blue-0', accent: 'blue-7', title: 'blue-9' },
  yellow: { tint: 'yellow-0', accent: 'yellow-7', title: 'gray-9' },
};

/** A server answer shown beside the form (role="alert"), so it stays after a toast would be gone. */
export function FormAlert({ title, message, color = 'red', reveal }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const revealKey = reveal ?? (typeof message === 'string' ? message : undefined);
  // On a phone the alert sits above a long form, out of sight of the button that was pressed.
  useEffect(() => {
    if (revealKey !== undefined) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [revealKey]);
  if (!message) return null;
  const tone = palette[color];
  return (
    <Alert
      ref={ref}
      mb="md"
      title={title}
      styles={{
        root: {
          background: `var(--mantine-color-${tone.tint})`,
          borderLeft: `4px solid var(--mantine-color-${tone.accent})`,
          // Clear of the fixed header and the offline banner when scrolled to.
          scrollMarginTop: '8rem',
        },
        title: { color: `var(--mantine-color-${tone.title})` },
        message: { color: 'var(--mantine-color-gray-9)' },
      }}
    >
      {message}
    </Alert>
  );
}
