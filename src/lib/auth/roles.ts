export const roles = ['patient', 'pharmacy', 'doctor', 'rider', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles a person may pick when registering (admins are made by the service role only). */
export const registrationRoles = ['patient', 'pharmacy', 'doctor', 'rider'] as const;
export type RegistrationRole = (typeof registrationRoles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Where an account lands after signing in; an unknown role has no dashboard. */
export const dashboardPath = (role: unknown): string | undefined => (isRole(role) ? `/dashboard/${role}` : undefined);
