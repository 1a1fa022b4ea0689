/** The rotating half of the hero headline: short enough to fit one line on a 320 px phone. */
export const taglines = ['delivered fast', 'one tap away', 'in safe hands', 'covered daily'] as const;

export const TAGLINE_INTERVAL_MS = 4000;

export const featurePills = [
  'Verified pharmacies',
  'Doctors 7 days a week',
  'Generic alternatives',
  'Live delivery tracking',
] as const;

export const trustBadges = ['NAFDAC Approved', 'Licensed Pharmacies', 'Verified Doctors', 'Secure Payments'] as const;
