import { describe, expect, it } from 'vitest';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type { GenericSchema } from 'valibot';
import { emptyRegisterForm } from '@/features/auth/register/form';
import {
  check,
  forgotPasswordSchema,
  loginSchema,
  logisticsSchema,
  otpSchema,
  phoneSignInSchema,
  registerSchema,
  resetPasswordSchema,
  smsCodeSchema,
} from '@/features/auth/schemas';

// The forms validate through mantine-form-valibot-resolver, which keeps the last message a field
// gets; the schemas stop each field at its first problem, so the forms show the first one.
const resolve = (schema: GenericSchema, values: Record<string, unknown>) =>
  valibotResolver(schema as GenericSchema<Record<string, unknown>, Record<string, unknown>>)(values);

const errorsOf = (schema: GenericSchema, values: Record<string, unknown>) => {
  const checked = check(schema, values);
  return checked.ok ? {} : checked.errors;
};

const blankRegistration = emptyRegisterForm;

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
  ['no phone to sign in with', phoneSignInSchema, { phone: '12' }],
  ['short SMS code', smsCodeSchema, { code: ' 12 ' }],
];

describe('messages the forms show', () => {
  it.each(cases)('%s: one message per field, the first rule broken', (_, schema, values) => {
    const errors = resolve(schema, values);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(errors).toEqual(errorsOf(schema, values));
  });

  it('signs in by phone with the number as +234 and a trimmed code', () => {
    expect(check(phoneSignInSchema, { phone: '0803 123 4567' })).toEqual({ ok: true, value: { phone: '+2348031234567' } });
    expect(resolve(phoneSignInSchema, { phone: '' })).toEqual({ phone: 'Enter your Nigerian phone number, e.g. 0803 123 4567' });
    expect(check(smsCodeSchema, { code: ' 123456 ' })).toEqual({ ok: true, value: { code: '123456' } });
    expect(resolve(smsCodeSchema, { code: '12' })).toEqual({ code: 'Enter the code from the SMS' });
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
