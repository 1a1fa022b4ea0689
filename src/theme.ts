import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A green that reads as "health" and keeps white text at 6:1 on the primary shade.
const magani: MantineColorsTuple = [
  '#e7f7ef',
  '#cfeedf',
  '#a2dcbf',
  '#72c99d',
  '#4bb981',
  '#32ae70',
  '#22a065',
  '#138651',
  '#0b6e44',
  '#055a37',
];

export const theme = createTheme({
  primaryColor: 'magani',
  primaryShade: { light: 8, dark: 6 },
  colors: { magani },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});

// Mantine's default dimmed (gray.6) and error (red.6) text fall below WCAG AA on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
