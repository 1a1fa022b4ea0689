import { describe, expect, it } from 'vitest';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type { GenericSchema } from 'valibot';
import {
  check,
  forgotPasswordSchema,
  loginSchema,
  logisticsSchema,
  otpSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/features/auth/schemas';

// The forms validate through mantine-form-valibot-resolver, which keeps the last message a field
// gets; the schemas stop each field at its first problem, so the forms show the first one.
const resolve = (schema: GenericSchema, values: Record<string, unknown>) =>
  valibotResolver(schema as GenericSchema<Record<string, unknown>, Record<string, unknown>>)(values);

const errorsOf = (schema: GenericSchema, values: Record<string, unknown>) => {
  const checked = check(schema, values);
  return checked.ok ? {} : checked.errors;
};

const blankRegistration = {
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

const cases: [string, GenericSchema, Record<string, unknown>][] = [
  ['empty login', loginSchema, { email: '', password: '' }],
  ['bad login address', loginSchema, { email: 'ada@', password: 'x' }],
  ['empty patient', registerSchema, { ...blankRegistration, role: 'patient' }],
  ['empty pharmacy', registerSchema, { ...blankRegistration, role: 'pharmacy' }],
  ['empty doctor', registerSchema, { ...blankRegistration, role: 'doctor' }],
  ['short password, other confirmation', registerSchema, { ...blankRegistration, role: 'rider', password: 'abc', confirmPassword: 'abd' }],
  ['empty forgot', forgotPasswordSchema, { email: '' }],
  ['empty reset', resetPasswordSchema, { password: '', confirmPassword: 'x' }],
  ['empty logistics', logisticsSchema, { fullName: '', email: '', phone: '', address: '', governmentId: '' }],
  ['short code', otpSchema, { code: '12' }],
];

describe('messages the forms show', () => {
  it.each(cases)('%s: one message per field, the first rule broken', (_, schema, values) => {
    const errors = resolve(schema, values);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(errors).toEqual(errorsOf(schema, values));
  });

  it('says the empty email is missing, not malformed', () => {
    expect(resolve(loginSchema, { email: '', password: '' }).email).toBe('Please fill in all fields');
  });

  it('reports different passwords while other fields are still wrong', () => {
    const values = { ...blankRegistration, role: 'patient', email: 'ada@example.ng', phone: '08031234567', password: 'secret1', confirmPassword: 'secret2' };
    const errors = resolve(registerSchema, values);
    expect(errors.fullName).toBe('Please fill in all required fields');
    expect(errors.confirmPassword).toBe('Passwords do not match');
  });
});
