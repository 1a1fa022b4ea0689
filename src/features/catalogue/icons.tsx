import type { ReactNode } from 'react';
import { Svg, type IconProps } from '@/lib/ui/svg-icon';

// Icons only the catalogue screens draw; shared ones are in '@/components/icons'.
export const IconMinus = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14" />
  </Svg>
);
export const IconCart = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="21" r="1" />
    <circle cx="19" cy="21" r="1" />
    <path d="M2 2h3l2.7 12.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </Svg>
);
export const IconFilter = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </Svg>
);
export const IconTrash = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </Svg>
);
export const IconChevron = ({ open, ...p }: IconProps & { open?: boolean }) => (
  <Svg {...p} style={{ transform: open ? 'rotate(180deg)' : undefined }}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/** A small drawing of the dosage form, in place of a product photo (no image downloads). */
const forms: Record<string, ReactNode> = {
  // A round tablet seen at an angle, with its thickness and score line: a flat slashed circle
  // read as "forbidden".
  tablet: (
    <>
      <ellipse cx="12" cy="9.5" rx="9" ry="5" />
      <path d="M3 9.5v4c0 2.8 4 5 9 5s9-2.2 9-5v-4M12 4.5v10" />
    </>
  ),
  capsule: (
    <>
      <rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-35 12 12)" />
      <path d="m9.7 8.7 4.6 6.6" />
    </>
  ),
  syrup: (
    <>
      <path d="M9 2h6v3H9zM8 5h8l1 3v12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8z" />
      <path d="M7 12h10" />
    </>
  ),
  inhaler: (
    <>
      <rect x="9" y="2" width="7" height="12" rx="2" />
      <path d="M9 14h7v4H4v-3a1 1 0 0 1 1-1z" />
    </>
  ),
  cream: (
    <>
      <path d="M8 2h8v3l2 15H6L8 5z" />
      <path d="M10 22h4" />
    </>
  ),
  sachet: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M5 7h14M10 13h4" />
    </>
  ),
  injection: (
    <>
      <path d="m18 2 4 4M17 7l3-3M19 9 8.7 19.3H4.7v-4L15 5z" />
      <path d="m9 11 4 4M6 14l4 4" />
    </>
  ),
  drops: <path d="M12 2.7 6.3 9.3a7 7 0 1 0 11.4 0z" />,
  strips: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M8 4v16M12 4v16M16 4v16" />
    </>
  ),
};

export function FormIcon({ form, ...p }: IconProps & { form: string }) {
  return <Svg {...p}>{forms[form] ?? forms.tablet}</Svg>;
}
