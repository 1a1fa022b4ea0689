// The consultation room's calls: one poll returns what is new (messages and call signals after the
// cursors) so that a 2G connection carries one small request every few seconds.
import { rpc } from '@/lib/orders/api';

export interface RoomMessage { id: number; body: string; mine: boolean; client_id: string; created_at: string }
export interface RoomSignal { id: number; kind: 'offer' | 'answer' | 'ice' | 'hangup' | 'media'; payload: Record<string, unknown> }
export interface EprescriptionItem {
  medicine_id?: string | null; name: string; strength?: string | null; dose: string; frequency: string; duration: string;
  quantity?: number | null;
}
export interface Eprescription { id: string; items: EprescriptionItem[]; notes: string; created_at: string }
export interface RoomState {
  consultation: {
    id: string; status: string; starts_at: string; type: string; symptoms: string; notes: string | null; fee: number;
    fee_status: string; role: 'doctor' | 'patient'; doctor_name: string; patient_name: string;
  };
  messages: RoomMessage[];
  signals: RoomSignal[];
  signal_cursor: number;
  eprescriptions: Eprescription[];
}

/** Null when the caller is not this consultation's patient or doctor. */
export const fetchRoom = (id: string, afterMessage: number, afterSignal: number) =>
  rpc<RoomState | null>('consultation_room', { p_id: id, p_after_message: afterMessage, p_after_signal: afterSignal });

export const sendMessage = (id: string, body: string, clientId: string) =>
  rpc<number>('send_consultation_message', { p_consultation: id, p_body: body, p_client_id: clientId });

export const sendSignal = (id: string, kind: RoomSignal['kind'], payload: unknown) =>
  rpc<number>('send_consultation_signal', { p_consultation: id, p_kind: kind, p_payload: payload });

export const writeEprescription = (id: string, items: EprescriptionItem[], notes: string, clientId: string) =>
  rpc<{ id: string }>('write_eprescription', { p_consultation: id, p_items: items, p_notes: notes, p_client_id: clientId });

/** Where the pharmacy delivers it: a street address and a phone in +234 form. */
export interface EprescriptionDelivery { address: string; phone: string }
export const sendEprescription = (eprescriptionId: string, pharmacyId: string, clientId: string, delivery: EprescriptionDelivery) =>
  rpc<{ id: string }>('send_eprescription', {
    p_eprescription_id: eprescriptionId, p_pharmacy_id: pharmacyId, p_client_id: clientId, p_delivery: delivery,
  });

/** The caller's last delivery address and phone, to start the form from. */
export const lastDelivery = () => rpc<{ address: string | null; phone: string | null }>('my_last_delivery');

export interface PharmacyChoice { id: string; name: string; address: string }
export const listPharmacies = () => rpc<PharmacyChoice[]>('eprescription_pharmacies');

export interface WrittenEprescription extends Eprescription {
  consultation_id: string; starts_at: string; patient_name: string; sent_to: number;
}
/** The e-prescriptions the signed-in doctor wrote, newest first (none for anyone else). */
export const listWrittenEprescriptions = () => rpc<WrittenEprescription[]>('my_written_eprescriptions');
