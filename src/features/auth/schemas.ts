import * as v from 'valibot';
import { validation as m } from '@/features/auth/messages';
import { normaliseNigerianNumber, normaliseNigerianPhone, phoneMessage } from '@/lib/phone';
import { isPersonName } from '@/features/auth/person-name';
import { licenceError, normaliseLicence, type LicenceBody } from '@/lib/licence';
import { oneMessageEach } from '@/lib/forms/one-message-each';

const text = v.pipe(v.string(), v.trim());
const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
// Checked again by the database; the field shows the council's format when it is wrong.
const licence = (body: LicenceBody) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? licenceError(body, dataset.value) : null;
      if (problem) addIssue({ message: problem });
    }),
    v.transform(normaliseLicence),
  );
const email = (empty: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.email(m.validEmail));
const newPassword = (empty: string) => v.pipe(v.string(), v.nonEmpty(empty), v.minLength(6, m.passwordLength));
// Reported on the confirmation field, even while other fields still have errors.
const passwordsMatch = <T extends { password: string; confirmPassword: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.password === dataset.value.confirmPassword) return;
    const { confirmPassword } = dataset.value;
    addIssue({
      message: m.passwordsDiffer,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'confirmPassword', value: confirmPassword }],
    });
  });

export const loginSchema = oneMessageEach(
  v.object({
    email: email(m.fillAllFields),
    password: v.pipe(v.string(), v.nonEmpty(m.fillAllFields)),
  }),
);
export type LoginValues = v.InferInput<typeof loginSchema>;

const personName = v.check<string, string>(isPersonName, m.personName);

const common = {
  fullName: v.pipe(required(m.requiredFields), personName),
  email: email(m.requiredFields),
  // Stored as +234…: the database refuses any other form.
  phone: v.pipe(
    required(m.requiredFields),
    v.check((p) => normaliseNigerianNumber(p) !== null, phoneMessage),
    v.transform((p) => normaliseNigerianNumber(p) as string),
  ),
  password: newPassword(m.requiredFields),
  confirmPassword: v.string(),
};

export const registerSchema = v.pipe(
  oneMessageEach(
    v.variant('role', [
      v.object({ ...common, role: v.literal('patient'), address: text }),
      v.object({
        ...common,
        role: v.literal('pharmacy'),
        pharmacyName: required(m.pharmacyName),
        licenseNumber: licence('PCN'),
        address: required(m.requiredFields),
      }),
      v.object({ ...common, role: v.literal('doctor'), specialty: required(m.specialty), licenseNumber: licence('MDCN') }),
      v.object({ ...common, role: v.literal('rider'), vehicleInfo: text }),
    ]),
  ),
  passwordsMatch(),
);
export type Registration = v.InferOutput<typeof registerSchema>;

export const forgotPasswordSchema = oneMessageEach(v.object({ email: email(m.enterEmail) }));

export const resetPasswordSchema = v.pipe(
  oneMessageEach(v.object({ password: newPassword(m.passwordLength), confirmPassword: v.string() })),
  passwordsMatch(),
);

export const logisticsSchema = oneMessageEach(
  v.object({
    fullName: v.pipe(v.string(), v.trim(), v.minLength(2, m.logisticsName), personName),
    email: v.pipe(v.string(), v.trim(), v.email(m.logisticsEmail)),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(10, m.logisticsPhone),
      v.check((p) => normaliseNigerianPhone(p) !== null, m.logisticsPhone),
      v.transform((p) => normaliseNigerianPhone(p) as string),
    ),
    address: v.pipe(v.string(), v.trim(), v.minLength(5, m.logisticsAddress)),
    governmentId: v.pipe(v.string(), v.trim(), v.minLength(3, m.logisticsGovernmentId)),
  }),
);
export type LogisticsSignup = v.InferOutput<typeof logisticsSchema>;

export const otpSchema = oneMessageEach(v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(4, m.otpTitle)) }));

// Signing in by phone (logistics providers have no password): the number, then the SMS code.
export const phoneSignInSchema = oneMessageEach(
  v.object({
    phone: v.pipe(
      v.string(),
      v.check((p) => normaliseNigerianPhone(p) !== null, m.phoneSignIn),
      v.transform((p) => normaliseNigerianPhone(p) as string),
    ),
  }),
);
export const smsCodeSchema = oneMessageEach(v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(4, m.smsCode)) }));

export type FieldErrors = Partial<Record<string, string>>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Runs a schema over form values and returns the first message for each field, for `error` props. */
export function check<S extends v.GenericSchema>(schema: S, values: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
