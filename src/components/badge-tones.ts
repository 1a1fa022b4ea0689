// Text colours for light badges that keep 4.5:1 contrast on their tinted background.
export const badgeText: Record<string, string> = {
  green: '#1e5a2b',
  red: '#8f1d1d',
  orange: '#8a3300',
  yellow: '#5c4300',
  blue: '#184a80',
  gray: '#383d42',
};
