// The settings every payment function reads from its environment, and nothing else: hosted,
// SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY come with the platform and
// PAYSTACK_SECRET_KEY is a function secret; locally the backend passes its own values and the
// stand-in's key and address.
import { requireEnv } from './env.ts';

export function paymentEnv(get: (name: string) => string | undefined) {
  const env = requireEnv(get, ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'PAYSTACK_SECRET_KEY', 'SITE_URL'] as const);
  return {
    project: { supabaseUrl: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY },
    paystack: { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: get('PAYSTACK_BASE_URL')?.trim() || 'https://api.paystack.co' },
    siteUrl: env.SITE_URL,
    returnOrigins: (get('PAYMENT_RETURN_ORIGINS') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}
