// PostgREST calls from the payment functions: as the caller (their own session, so row-level
// security and auth.uid() decide) or as the service role (the settle functions only it may run).

export interface ProjectSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  fetch?: typeof fetch;
}

export interface RestAnswer<T> {
  data: T | null;
  error: { message: string; code?: string; hint?: string } | null;
  status: number;
}

async function call<T>(project: ProjectSettings, path: string, init: RequestInit, token: string): Promise<RestAnswer<T>> {
  const doFetch = project.fetch ?? fetch;
  const response = await doFetch(`${project.supabaseUrl.replace(/\/$/, '')}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: token === project.serviceRoleKey ? project.serviceRoleKey : project.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    return { data: null, error: { message: body?.message ?? `HTTP ${response.status}`, code: body?.code, hint: body?.hint }, status: response.status };
  }
  return { data: body as T, error: null, status: response.status };
}

/** Runs `select fn(args)` as whoever `token` belongs to. */
export function rpc<T>(project: ProjectSettings, fn: string, args: Record<string, unknown>, token: string) {
  return call<T>(project, `/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) }, token);
}

/** A GET on a table or view, e.g. `payments?reference=eq.X&select=status`. */
export function select<T>(project: ProjectSettings, query: string, token: string) {
  return call<T>(project, `/${query}`, { method: 'GET' }, token);
}

/** The bearer token of a request, or null. */
export function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

export const preflight = () => new Response(null, { status: 204, headers: corsHeaders });
