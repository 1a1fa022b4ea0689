// auth.users rows: creation (which fires the profile trigger), lookup and the
// JSON shape GoTrue returns for a user.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { databaseError } from './auth-errors.mjs';

const iso = (v) => (v instanceof Date ? v.toISOString() : v ?? undefined);

export async function findUser(pg, column, value) {
  if (!['id', 'email', 'phone'].includes(column)) throw new Error(`cannot look users up by ${column}`);
  const v = column === 'email' ? String(value).trim().toLowerCase() : value;
  const { rows } = await pg.query(`select * from auth.users where ${column} = $1 and deleted_at is null`, [v]);
  return rows[0] ?? null;
}

/**
 * Inserts the user and its identity in one transaction. A refusal by the profile
 * trigger (e.g. a forbidden role) surfaces as GoTrue's "Database error saving new user".
 * @param {import('@electric-sql/pglite').PGlite} pg
 * @param {{ email?: string, phone?: string, password?: string, data?: object, emailConfirmed?: boolean }} input
 */
export async function createUser(pg, { email, phone, password, data = {}, emailConfirmed = false }) {
  const id = randomUUID();
  const provider = email ? 'email' : 'phone';
  const hash = password ? await bcrypt.hash(password, 10) : '';
  const appMeta = { provider, providers: [provider] };
  const normalisedEmail = email ? email.trim().toLowerCase() : null;
  try {
    await pg.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4,
           case when $5::boolean then now() end, $6, $7, now(), now(), false)`,
        [id, normalisedEmail, phone ?? null, hash, emailConfirmed, JSON.stringify(appMeta), JSON.stringify(data ?? {})],
      );
      const identityData = { sub: id, email_verified: false, phone_verified: false, ...(email ? { email: normalisedEmail } : { phone }) };
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2, $3, $4, now(), now())`,
        [id, id, JSON.stringify(identityData), provider],
      );
    });
  } catch (err) {
    if (err?.code === '23505') throw Object.assign(new Error('duplicate user'), { duplicate: true });
    // GoTrue hides the cause from the client too; a deliberate refusal by the
    // profile trigger (42501) is expected, anything else is worth a log line.
    if (err?.code !== '42501' && err?.code !== '22023') console.error('[local backend] creating a user failed:', err?.message ?? err);
    throw databaseError();
  }
  return findUser(pg, 'id', id);
}

export async function checkPassword(user, password) {
  if (!user?.encrypted_password || typeof password !== 'string') return false;
  return bcrypt.compare(password, user.encrypted_password);
}

/** The user object of GoTrue's API. */
export async function userJson(pg, user) {
  const { rows } = await pg.query('select * from auth.identities where user_id = $1 order by created_at', [user.id]);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    ...(user.email_change ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) } : {}),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: Boolean(user.is_anonymous),
  };
}
