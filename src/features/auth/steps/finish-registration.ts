// A registration cut off after its account was created (the device lost, the job refused, the
// browser closed for good) is finished by the person's own sign-in: the missing role row is written
// from what the account keeps in its sign-up data, and a confirmation link is mailed.
import type { Supabase } from '@/lib/auth/client';
import { registrationRoles, type RegistrationRole } from '@/lib/auth/roles';
import { insertRoleRowStep, sendConfirmationStep } from '@/features/auth/steps/signup';
import { toStepError } from '@/features/auth/steps/step-error';

const roleTables: Partial<Record<RegistrationRole, string>> = { pharmacy: 'pharmacies', doctor: 'doctors', rider: 'riders' };

type Meta = Record<string, string | undefined>;

/** Runs with the signed-in, not yet confirmed account. Returns whether a new link was mailed. */
export async function finishRegistration(supabase: Supabase): Promise<{ mailed: boolean }> {
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) throw toStepError(error);
  const user = data.user;
  const meta = (user.user_metadata ?? {}) as Meta;
  const role = meta.role as RegistrationRole;
  if (!(registrationRoles as readonly string[]).includes(role)) return { mailed: false };
  const table = roleTables[role];
  if (table) {
    const found = await supabase.from(table).select('user_id').eq('user_id', user.id).maybeSingle();
    if (found.error) throw toStepError(found.error, found.status);
    if (!found.data) {
      await insertRoleRowStep(supabase, {
        userId: user.id,
        role,
        fullName: meta.full_name ?? '',
        phone: meta.phone ?? '',
        address: meta.address || undefined,
        pharmacyName: meta.pharmacy_name || meta.full_name,
        licenseNumber: meta.license_number,
        specialty: meta.specialty || 'General Practice',
        vehicleInfo: meta.vehicle_info,
      });
    }
  }
  await sendConfirmationStep(supabase, { userId: user.id, email: user.email ?? '', fullName: meta.full_name ?? '', role });
  return { mailed: true };
}
