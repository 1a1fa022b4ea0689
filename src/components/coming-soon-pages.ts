type Placeholder = { title: string; description: string; backTo: string };

/** Screens that are planned but not built: each route file renders <ComingSoonPage/>. */
export const comingSoonPages: Record<string, Placeholder> = {
  '/doctor/consultation/new': {
    title: 'Start a Consultation',
    description: 'Start a video, voice or chat consultation with a patient.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/prescriptions': {
    title: 'Write a Prescription',
    description: 'Write a digital prescription and send it to the patient and a pharmacy.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/prescriptions/all': {
    title: 'All Prescriptions',
    description: 'Every prescription you have written, with its fill status.',
    backTo: '/dashboard/doctor',
  },
};
