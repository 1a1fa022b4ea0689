import * as v from 'valibot';
import { later, translate } from '@/lib/i18n/i18n';
import { validationMessages } from '@/features/auth/auth.messages';
import { normaliseNigerianNumber, normaliseNigerianPhone } from '@/lib/phone';
import { isPersonName } from '@/features/auth/person-name';
import { licenceError, normaliseLicence, type LicenceBody } from '@/lib/licence';
import { oneMessageEach } from '@/lib/forms/one-message-each';

const vm = validationMessages;

const text = v.pipe(v.string(), v.trim());
type Rule = () => string;
const required = (message: Rule) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
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
const email = (empty: Rule) => v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.email(later(vm.validEmail)));
const newPassword = (empty: Rule) => v.pipe(v.string(), v.nonEmpty(empty), v.minLength(6, later(vm.passwordLength)));
// Reported on the confirmation field, even while other fields still have errors.
const passwordsMatch = <T extends { password: string; confirmPassword: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.password === dataset.value.confirmPassword) return;
    const { confirmPassword } = dataset.value;
    addIssue({
      message: translate(vm.passwordsDiffer),
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'confirmPassword', value: confirmPassword }],
    });
  });

export const loginSchema = oneMessageEach(
  v.object({
    email: email(later(vm.fillAllFields)),
    password: v.pipe(v.string(), v.nonEmpty(later(vm.fillAllFields))),
  }),
);
export type LoginValues = v.InferInput<typeof loginSchema>;

const personName = v.check((name: string) => isPersonName(name), later(vm.personName));

const common = {
  fullName: v.pipe(required(later(vm.requiredFields)), personName),
  email: email(later(vm.requiredFields)),
  // Stored as +234…: the database refuses any other form.
  phone: v.pipe(
    required(later(vm.requiredFields)),
    v.check((p) => normaliseNigerianNumber(p) !== null, later(vm.phone)),
    v.transform((p) => normaliseNigerianNumber(p) as string),
  ),
  password: newPassword(later(vm.requiredFields)),
  confirmPassword: v.string(),
};

export const registerSchema = v.pipe(
  oneMessageEach(
    v.variant('role', [
      v.object({ ...common, role: v.literal('patient'), address: text }),
      v.object({
        ...common,
        role: v.literal('pharmacy'),
        pharmacyName: required(later(vm.pharmacyName)),
        licenseNumber: licence('PCN'),
        address: required(later(vm.requiredFields)),
      }),
      v.object({ ...common, role: v.literal('doctor'), specialty: required(later(vm.specialty)), licenseNumber: licence('MDCN') }),
      v.object({ ...common, role: v.literal('rider'), vehicleInfo: text }),
    ]),
  ),
  passwordsMatch(),
);
export type Registration = v.InferOutput<typeof registerSchema>;

export const forgotPasswordSchema = oneMessageEach(v.object({ email: email(later(vm.enterEmail)) }));

export const resetPasswordSchema = v.pipe(
  oneMessageEach(v.object({ password: newPassword(later(vm.passwordLength)), confirmPassword: v.string() })),
  passwordsMatch(),
);

export const logisticsSchema = oneMessageEach(
  v.object({
    fullName: v.pipe(v.string(), v.trim(), v.minLength(2, later(vm.logisticsName)), personName),
    email: v.pipe(v.string(), v.trim(), v.email(later(vm.logisticsEmail))),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(10, later(vm.logisticsPhone)),
      v.check((p) => normaliseNigerianPhone(p) !== null, later(vm.logisticsPhone)),
      v.transform((p) => normaliseNigerianPhone(p) as string),
    ),
    address: v.pipe(v.string(), v.trim(), v.minLength(5, later(vm.logisticsAddress))),
    governmentId: v.pipe(v.string(), v.trim(), v.minLength(3, later(vm.logisticsGovernmentId))),
  }),
);
export type LogisticsSignup = v.InferOutput<typeof logisticsSchema>;

export const otpSchema = oneMessageEach(v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(4, later(vm.otpTitle))) }));

// Signing in by phone (logistics providers have no password): the number, then the SMS code.
export const phoneSignInSchema = oneMessageEach(
  v.object({
    phone: v.pipe(
      v.string(),
      v.check((p) => normaliseNigerianPhone(p) !== null, later(vm.phoneSignIn)),
      v.transform((p) => normaliseNigerianPhone(p) as string),
    ),
  }),
);
export const smsCodeSchema = oneMessageEach(v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(4, later(vm.smsCode))) }));

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
