import { formatNaira } from '@/lib/format';
import { daysAgo, minutesAgo, todayAt } from '@/features/dashboards/sample-data/clock';
import type { Consultation, PrescriptionRecord, Stat } from '@/features/dashboards/sample-data/types';

export const doctorProfile = { name: 'Dr. Adaeze Okafor', specialty: 'General Practice', hospital: 'Reddington Hospital, Victoria Island' };

export const doctorStats: Stat[] = [
  { label: "Today's consultations", value: '8', note: '3 still to come' },
  { label: 'Pending requests', value: '3', note: 'Reply within 2 hours' },
  { label: 'Prescriptions this week', value: '27', note: '4 awaiting pickup' },
  { label: 'Earnings this month', value: formatNaira(450000), note: 'Rating 4.8 of 5' },
];

export const todaysConsultations: Consultation[] = [
  { patient: 'Kemi Adebayo', type: 'video', time: todayAt(9, 0), duration: 30, condition: 'Recurring headaches', status: 'confirmed' },
  { patient: 'Musa Abdullahi', type: 'audio', time: todayAt(10, 30), duration: 20, condition: 'Blood pressure review', status: 'confirmed' },
  { patient: 'Chioma Nwankwo', type: 'chat', time: todayAt(13, 0), duration: 15, condition: 'Skin rash follow-up', status: 'pending' },
  { patient: 'Yusuf Garba', type: 'video', time: todayAt(15, 30), duration: 30, condition: 'Malaria symptoms', status: 'pending' },
];

export const doctorPrescriptions: PrescriptionRecord[] = [
  { id: 'RX-2049', person: 'Kemi Adebayo', medication: 'Ibuprofen 400mg', date: minutesAgo(70), status: 'Pending' },
  { id: 'RX-2046', person: 'Segun Ojo', medication: 'Lisinopril 10mg', date: daysAgo(1), status: 'Filled' },
  { id: 'RX-2041', person: 'Amaka Obi', medication: 'Amoxicillin 500mg', date: daysAgo(2), status: 'Filled' },
];
