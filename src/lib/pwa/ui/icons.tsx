import { Svg, type IconProps } from '@/lib/ui/svg-icon';

export const IconCloudUpload = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 14.9A7 7 0 1 1 15.7 8h1.8a4.5 4.5 0 0 1 2.5 8.2" />
    <path d="M12 12v9M16 16l-4-4-4 4" />
  </Svg>
);
export const IconInstall = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </Svg>
);
export const IconWifiOff = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20h.01M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2-1.5M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 11.7 5M2 2l20 20" />
  </Svg>
);
