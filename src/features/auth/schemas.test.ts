import { describe, expect, it } from 'vitest';
import {
  check,
  forgotPasswordSchema,
  loginSchema,
  logisticsSchema,
  otpSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/features/auth/schemas';

describe('login', () => {
  it('asks for both fields', () => {
    expect(check(loginSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Please fill in all fields', password: 'Please fill in all fields' },
    });
  });
  it('wants a real email address', () => {
    expect(check(loginSchema, { email: 'ada@', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });
  it('trims the address', () => {
    expect(check(loginSchema, { email: ' ada@example.ng ', password: 'secret' })).toEqual({
      ok: true,
      value: { email: 'ada@example.ng', password: 'secret' },
    });
  });
});

const patient = {
  role: 'patient',
  fullName: 'Ada Obi',
  email: 'ada@example.ng',
  phone: '08031234567',
  password: 'secret1',
  confirmPassword: 'secret1',
  address: '',
};

describe('registration', () => {
  it('accepts a complete patient and drops other roles’ fields', () => {
    const result = check(registerSchema, { ...patient, pharmacyName: 'stale' });
    expect(result).toEqual({ ok: true, value: { ...patient, phone: '+2348031234567' } });
  });
  it('stores a mobile or fixed-line number as +234 and refuses anything else next to the field', () => {
    expect(check(registerSchema, { ...patient, phone: '01 234 5678' })).toMatchObject({ ok: true, value: { phone: '+23412345678' } });
    expect(check(registerSchema, { ...patient, phone: '12' })).toEqual({
      ok: false,
      errors: { phone: 'Enter a Nigerian phone number, e.g. 0803 123 4567 or 01 234 5678' },
    });
  });
  it('requires full name, email, phone and password', () => {
    const result = check(registerSchema, { ...patient, fullName: ' ', email: '', phone: '', password: '', confirmPassword: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const f of ['fullName', 'email', 'phone', 'password']) {
      expect(result.errors[f]).toBe('Please fill in all required fields');
    }
  });
  it('takes names of any script with tone marks, and refuses a link as a name beside the field', () => {
    expect(check(registerSchema, { ...patient, fullName: 'Adébáyọ̀ Ọlá' }).ok).toBe(true);
    expect(check(registerSchema, { ...patient, fullName: 'Verify at https://evil.example/login' })).toEqual({
      ok: false,
      errors: { fullName: "Use letters, spaces and ' - . only (2 to 80 characters, no web addresses)" },
    });
  });
  it('checks the email, password length and the confirmation', () => {
    expect(check(registerSchema, { ...patient, email: 'ada.example.ng' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(check(registerSchema, { ...patient, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
    expect(check(registerSchema, { ...patient, confirmPassword: 'secret2' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });
  it('needs a pharmacy name and address for a pharmacy', () => {
    const result = check(registerSchema, { ...patient, role: 'pharmacy', pharmacyName: '', licenseNumber: '', address: '' });
    expect(result).toEqual({
      ok: false,
      errors: { pharmacyName: 'Pharmacy name is required', licenseNumber: 'Enter your PCN number', address: 'Please fill in all required fields' },
    });
  });
  it('takes a licence number only in the council\'s form, normalised', () => {
    const pharmacy = { ...patient, role: 'pharmacy', pharmacyName: 'Ade', address: 'Lagos' };
    expect(check(registerSchema, { ...pharmacy, licenseNumber: '12345' })).toEqual({
      ok: false,
      errors: { licenseNumber: 'Enter the PCN number as it is written on your licence, e.g. PCN/PREM/LA/12345' },
    });
    const ok = check(registerSchema, { ...pharmacy, licenseNumber: ' pcn/prem/la/123 ' });
    expect(ok.ok && ok.value.role === 'pharmacy' && ok.value.licenseNumber).toBe('PCN/PREM/LA/123');
    expect(check(registerSchema, { ...patient, role: 'doctor', specialty: 'GP', licenseNumber: 'PCN/1' }).ok).toBe(false);
    expect(check(registerSchema, { ...patient, role: 'doctor', specialty: 'GP', licenseNumber: 'MDCN/R/12345' }).ok).toBe(true);
  });
  it('needs a specialty for a doctor', () => {
    expect(check(registerSchema, { ...patient, role: 'doctor', specialty: '  ', licenseNumber: 'MDCN/R/1' })).toEqual({
      ok: false,
      errors: { specialty: 'Medical specialty is required' },
    });
  });
  it('accepts a rider without vehicle details', () => {
    expect(check(registerSchema, { ...patient, role: 'rider', vehicleInfo: '' }).ok).toBe(true);
  });
  it('refuses the admin role', () => {
    expect(check(registerSchema, { ...patient, role: 'admin' }).ok).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('asks for the address, then a valid one', () => {
    expect(check(forgotPasswordSchema, { email: '' })).toEqual({ ok: false, errors: { email: 'Please enter your email address' } });
    expect(check(forgotPasswordSchema, { email: 'nope' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
  });
  it('wants 6 characters, twice the same', () => {
    expect(check(resetPasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
    expect(check(resetPasswordSchema, { password: '123456', confirmPassword: '123457' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
    expect(check(resetPasswordSchema, { password: '123456', confirmPassword: '123456' }).ok).toBe(true);
  });
});

describe('logistics signup', () => {
  const good = { fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '0803 123 4567', address: '4 Marina Road', governmentId: 'NIN123' };
  it('sends the phone in E.164', () => {
    expect(check(logisticsSchema, good)).toEqual({ ok: true, value: { ...good, phone: '+2348031234567' } });
  });
  it('explains each field', () => {
    expect(check(logisticsSchema, { fullName: 'N', email: 'x', phone: '0803', address: 'Lag', governmentId: 'ab' })).toEqual({
      ok: false,
      errors: {
        fullName: 'Enter your full name',
        email: 'Enter a valid email',
        phone: 'Enter a valid phone number',
        address: 'Enter your address',
        governmentId: 'Government ID is required',
      },
    });
    expect(check(logisticsSchema, { ...good, phone: '+44 7911 123456' })).toEqual({
      ok: false,
      errors: { phone: 'Enter a valid phone number' },
    });
  });
  it('wants at least 4 characters of code', () => {
    expect(check(otpSchema, { code: '123' })).toEqual({ ok: false, errors: { code: 'Enter OTP code' } });
    expect(check(otpSchema, { code: ' 1234 ' })).toEqual({ ok: true, value: { code: '1234' } });
  });
});
