import type { Message } from '@/lib/i18n/i18n';
import { consult } from '@/features/consultations/shared.messages';

/** How a consultation's status reads on screen (translate it; an unknown status shows as stored). */
export const statusLabels: Record<string, Message> = { booked: consult.booked, completed: consult.completed, cancelled: consult.cancelled };
