import { Svg, type IconProps } from '@/lib/ui/svg-icon';

// Icons only the pharmacy screens draw; shared ones are in '@/components/icons'.
export const IconImage = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Svg>
);
