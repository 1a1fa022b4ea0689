import type { RegistrationRole } from '@/lib/auth/roles';
import type { Message } from '@/lib/i18n/i18n';
import { registerMessages as m } from '@/features/auth/register/register.messages';

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
export const documentFor: Partial<Record<RegistrationRole, { kind: 'license' | 'vehicle'; label: Message; remove: Message }>> = {
  pharmacy: { kind: 'license', label: m.licenseDocument, remove: m.removeLicense },
  doctor: { kind: 'license', label: m.licenseDocument, remove: m.removeLicense },
  rider: { kind: 'vehicle', label: m.vehicleDocuments, remove: m.removeVehicle },
};
