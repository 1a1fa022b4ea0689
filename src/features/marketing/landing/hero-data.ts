import { landing } from '@/features/marketing/landing/landing.messages';

/** The rotating half of the hero headline: short enough to fit one line on a 320 px phone. */
export const taglines = [landing.tagline1, landing.tagline2, landing.tagline3, landing.tagline4] as const;

export const TAGLINE_INTERVAL_MS = 4000;

export const featurePills = [landing.pillPharmacies, landing.pillDoctors, landing.pillGenerics, landing.pillTracking] as const;

export const trustBadges = [landing.badgeNafdac, landing.badgePharmacies, landing.badgeDoctors, landing.badgePayments] as const;
