import { formatNaira } from '@/lib/format';
import { daysAgo, inDays, minutesAgo, year } from '@/features/dashboards/sample-data/clock';
import type {
  ConsultationStatus,
  ConsultationType,
  OrderStatus,
  PrescriptionRecord,
  Stat,
} from '@/features/dashboards/sample-data/types';

export const patientProfile = { name: 'Amaka Obi', area: 'Surulere, Lagos' };

export const patientStats: Stat[] = [
  { label: 'Active orders', value: '2', note: '1 on its way to you' },
  { label: 'Upcoming consultations', value: '2', note: 'Next one tomorrow' },
  { label: 'Prescriptions', value: '3', note: '1 awaiting review' },
  { label: 'Saved this month', value: formatNaira(4350), note: 'With generic alternatives' },
];

export type PatientOrder = {
  id: string;
  pharmacy: string;
  medication: string;
  amount: number;
  status: OrderStatus;
  time: Date;
};

export const patientOrders: PatientOrder[] = [
  {
    id: `ORD-${year}-0142`,
    pharmacy: 'HealthPlus Pharmacy, Lekki',
    medication: 'Paracetamol 500mg, Vitamin C 1000mg',
    amount: 2450,
    status: 'In Transit',
    time: minutesAgo(48),
  },
  {
    id: `ORD-${year}-0139`,
    pharmacy: 'MedPlus Pharmacy, Ikeja',
    medication: 'Amlodipine 5mg (30 tablets)',
    amount: 3800,
    status: 'Processing',
    time: minutesAgo(190),
  },
  {
    id: `ORD-${year}-0117`,
    pharmacy: 'Alpha Pharmacy, Surulere',
    medication: 'Artemether/Lumefantrine 80/480mg',
    amount: 4200,
    status: 'Delivered',
    time: daysAgo(6),
  },
];

export type PatientConsultation = {
  doctor: string;
  specialty: string;
  type: ConsultationType;
  time: Date;
  status: ConsultationStatus;
};

export const patientConsultations: PatientConsultation[] = [
  { doctor: 'Dr. Adaeze Okafor', specialty: 'General Practice', type: 'video', time: inDays(1, 10, 30), status: 'confirmed' },
  { doctor: 'Dr. Tunde Bakare', specialty: 'Cardiology', type: 'audio', time: inDays(4, 15, 0), status: 'pending' },
];

export const patientPrescriptions: PrescriptionRecord[] = [
  { id: 'RX-2041', person: 'Dr. Adaeze Okafor', medication: 'Amoxicillin 500mg', date: daysAgo(2), status: 'Filled' },
  { id: 'RX-2038', person: 'Dr. Tunde Bakare', medication: 'Amlodipine 5mg', date: daysAgo(9), status: 'Filled' },
  { id: 'RX-2050', person: 'Uploaded by you', medication: 'Metformin 500mg', date: minutesAgo(95), status: 'Pending' },
];
