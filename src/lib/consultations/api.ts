// Calls to the consultation functions in the database. Who may book, read, cancel or write is
// decided there; these only carry the request.
import { loadSupabase } from '@/lib/auth/client';
import { raise, rpc } from '@/lib/orders/api';
import { fetchAllPages } from '@/lib/paging';

export { OrderError as ConsultationError } from '@/lib/orders/api';

export interface DoctorRow {
  id: string; name: string; specialty: string; experience: number; rating: number | null; reviews: number;
  price: number; location: string; languages: string[]; consultation_types: string[]; next_available: string | null;
}

/** Every approved doctor, by name, read page by page (src/lib/paging.ts). */
export async function fetchApprovedDoctors(): Promise<DoctorRow[]> {
  const supabase = await loadSupabase();
  const { data, error, status } = await fetchAllPages<DoctorRow, { message: string }>((from, to) =>
    supabase.rpc('approved_doctors').order('name').order('id').range(from, to),
  );
  if (error) raise(error, status);
  return data;
}

export const fetchFreeSlots = (doctorId: string, from: string, to: string) =>
  rpc<string[]>('free_slots', { p_doctor: doctorId, p_from: from, p_to: to });

/** How the fee is paid once the doctor completes the consultation. */
export type FeePayment = 'pay_after' | 'saved_card';

export interface BookingRequest {
  doctorId: string; startsAt: string; type: string; symptoms: string; clientId: string; feePayment: FeePayment;
}

export const bookConsultation = (r: BookingRequest) =>
  rpc<{ id: string }>('book_consultation_with_fee', {
    p_doctor: r.doctorId, p_starts_at: r.startsAt, p_type: r.type, p_symptoms: r.symptoms, p_client_id: r.clientId,
    p_fee_payment: r.feePayment,
  });

/** The caller's latest card kept from an earlier card payment (brand and last 4 digits), or null. */
export const fetchSavedCard = () => rpc<{ brand: string | null; last4: string | null } | null>('my_saved_card');

/** A completed consultation's fee, from its payment rows: paid, due, being charged to the saved card, or none. */
export interface FeeState { consultation_id: string; amount_kobo: number; status: 'paid' | 'due' | 'charging' | 'free' }

export interface Consultation {
  id: string; starts_at: string; type: string; symptoms: string; status: 'booked' | 'completed' | 'cancelled';
  fee: number; fee_status: string; doctor_id: string; doctor_name: string; specialty: string; hospital: string;
  patient_name: string;
  /** Completed consultations only: the fee's state from its payment rows. */
  fee_state?: FeeState;
}

/** The caller's consultations as patient or as doctor, soonest first, with each completed one's fee state. */
export async function listConsultations(as: 'patient' | 'doctor' | 'any'): Promise<Consultation[]> {
  // Reminders need no scheduler: reading one's list writes those that are due (see the migration).
  void rpc('consultation_reminders').catch(() => undefined);
  const [rows, fees] = await Promise.all([
    rpc<Consultation[]>('my_consultations', { p_as: as }),
    rpc<FeeState[]>('consultation_fees'),
  ]);
  const byId = new Map(fees.map((f) => [f.consultation_id, f]));
  return rows.map((c) => (byId.has(c.id) ? { ...c, fee_state: byId.get(c.id) } : c));
}

/** One consultation the caller may read (its patient or doctor); null for anyone else. */
export async function fetchConsultation(id: string): Promise<Consultation | null> {
  return (await listConsultations('any')).find((c) => c.id === id) ?? null;
}

export const cancelConsultation = (id: string) => rpc('cancel_consultation', { p_id: id });
export const rescheduleConsultation = (id: string, startsAt: string) =>
  rpc('reschedule_consultation', { p_id: id, p_starts_at: startsAt });
export const completeConsultation = (id: string, notes: string) => rpc('complete_consultation', { p_id: id, p_notes: notes });
export const saveConsultationNotes = (id: string, notes: string) => rpc('save_consultation_notes', { p_id: id, p_notes: notes });

export interface AvailabilityRow { weekday: number; start: string; end: string; slot_minutes: number }

export async function fetchMyAvailability(): Promise<AvailabilityRow[]> {
  const { data, error } = await (await loadSupabase())
    .from('doctor_availability')
    .select('weekday, start_time, end_time, slot_minutes')
    .order('weekday')
    .order('start_time');
  if (error) throw new Error(error.message);
  return (data as { weekday: number; start_time: string; end_time: string; slot_minutes: number }[]).map((r) => ({
    weekday: r.weekday, start: r.start_time.slice(0, 5), end: r.end_time.slice(0, 5), slot_minutes: r.slot_minutes,
  }));
}

export const saveAvailability = (hours: AvailabilityRow[]) => rpc<number>('set_availability', { p_hours: hours });
