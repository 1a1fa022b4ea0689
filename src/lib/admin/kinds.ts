import type { Message } from '@/lib/i18n/i18n';
import { admin } from '@/lib/admin/admin.messages';

/** What kind of application it is, as the admin screens name it. */
export const kindLabels: Record<'pharmacy' | 'doctor' | 'rider' | 'logistics_tier', Message> = {
  pharmacy: admin.kindPharmacy,
  doctor: admin.kindDoctor,
  rider: admin.kindRider,
  logistics_tier: admin.kindTier,
};
