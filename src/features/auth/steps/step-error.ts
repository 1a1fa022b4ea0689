/**
 * What every step throws: the server's message plus an HTTP-like status, so the outbox can tell a
 * retryable failure (network, 5xx, 429) from a refusal (4xx) without knowing supabase-js error types.
 */
export class StepError extends Error {
  override name = 'StepError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type ErrorLike = { message?: unknown; status?: unknown; statusCode?: unknown; code?: unknown; name?: unknown };

/** Wraps a supabase-js error (auth, PostgREST, storage, functions) into a StepError. */
export function toStepError(error: unknown, status?: number): StepError {
  if (error instanceof StepError) return error;
  const e = (error ?? {}) as ErrorLike;
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const raw = e.status ?? e.statusCode ?? status;
  const numeric = typeof raw === 'string' ? Number(raw) : raw;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const fetchFailed = /fetch|network|load failed/i.test(message) || e.name === 'AuthRetryableFetchError';
  return new StepError(message, typeof numeric === 'number' && numeric > 0 ? numeric : fetchFailed ? 0 : undefined, code);
}
