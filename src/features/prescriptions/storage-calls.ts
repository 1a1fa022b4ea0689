// Storage calls made with fetch, not supabase-js: its upload cannot be aborted, and a sign-out must
// be able to stop a medical file half-way. The token is the one the step started with.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';

const objectUrl = (bucket: string, path: string) =>
  `${supabaseUrl}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

async function failed(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { message?: string; error?: string; statusCode?: string } | null;
  return Object.assign(new Error(body?.message ?? body?.error ?? `Upload failed (${res.status})`), { status: res.status });
}

export async function uploadObject(bucket: string, path: string, blob: Blob, type: string, token: string, signal: AbortSignal) {
  const res = await fetch(objectUrl(bucket, path), {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'x-upsert': 'true', ...(type ? { 'Content-Type': type } : {}) },
    body: blob,
    signal,
  });
  if (!res.ok) throw await failed(res);
}

export async function removeObjects(bucket: string, paths: string[], token: string) {
  const res = await fetch(`${supabaseUrl}/storage/v1/object/${bucket}`, {
    method: 'DELETE',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  });
  if (!res.ok) throw await failed(res);
}
