import { about as m } from '@/features/marketing/about/about.messages';

export const values = [
  { title: m.careTitle, text: m.careText },
  { title: m.safetyTitle, text: m.safetyText },
  { title: m.communityTitle, text: m.communityText },
  { title: m.innovationTitle, text: m.innovationText },
] as const;

export const offers = [
  { title: m.pharmacyTitle, text: m.pharmacyText },
  { title: m.teleTitle, text: m.teleText },
  { title: m.deliveryTitle, text: m.deliveryText },
  { title: m.b2bTitle, text: m.b2bText },
] as const;
