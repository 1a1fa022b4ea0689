import type { RegistrationRole } from '@/lib/auth/roles';

/** Everything the registration form holds as text; the schema decides which fields a role uses. */
export type RegisterForm = {
  role: RegistrationRole;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  address: string;
  pharmacyName: string;
  licenseNumber: string;
  specialty: string;
  vehicleInfo: string;
};

export const emptyRegisterForm: RegisterForm = {
  role: 'patient',
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
  pharmacyName: '',
  licenseNumber: '',
  specialty: '',
  vehicleInfo: '',
};

/** Roles that upload a document, with the field's wording. */
export const documentFor: Partial<Record<RegistrationRole, { kind: 'license' | 'vehicle'; label: string }>> = {
  pharmacy: { kind: 'license', label: 'License document' },
  doctor: { kind: 'license', label: 'License document' },
  rider: { kind: 'vehicle', label: 'Vehicle documents' },
};
