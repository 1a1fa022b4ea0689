/**
 * How a failed step is treated. Transient failures (no network, a server hiccup, rate limits) are
 * retried with backoff; permanent ones (the server refused the request) end the job with the server's
 * message; "blocked" means the job cannot go on until something happens on the device (a sign-in).
 */
export type Outcome = 'transient' | 'permanent' | 'blocked';

/** Thrown by a step to say that retrying cannot help: the message is shown to the user. */
export class PermanentError extends Error {
  override name = 'PermanentError';
}

/** Thrown by a step to say "try again later" regardless of what the error looks like. */
export class TransientError extends Error {
  override name = 'TransientError';
}

/** Thrown by a step that needs something the device does not have yet (e.g. a signed-in user). */
export class BlockedError extends Error {
  override name = 'BlockedError';
}

const networkMessage = /failed to fetch|fetch failed|networkerror|network request failed|load failed|network error|timed out|aborted|err_internet_disconnected/i;

/** Reads an HTTP status from the error shapes supabase-js and fetch wrappers produce. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; context?: { status?: unknown } };
  // FunctionsHttpError keeps the Response in `context`.
  for (const value of [e.status, e.statusCode, e.context?.status]) {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) return n;
  }
  return undefined;
}

export function classify(error: unknown): Outcome {
  if (error instanceof BlockedError) return 'blocked';
  if (error instanceof PermanentError) return 'permanent';
  if (error instanceof TransientError) return 'transient';
  // Step wrappers report "no answer at all" as status 0.
  if ((error as { status?: unknown } | null)?.status === 0) return 'transient';
  const status = statusOf(error);
  if (status !== undefined) {
    if (status === 408 || status === 429 || status >= 500) return 'transient';
    if (status >= 400) return 'permanent';
  }
  const name = (error as { name?: unknown } | null)?.name;
  // supabase-js wraps a failed fetch in these; the browser throws a bare TypeError.
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError' || name === 'StorageUnknownError') {
    return 'transient';
  }
  if (error instanceof TypeError || networkMessage.test(messageOf(error))) return 'transient';
  // A PostgREST error carries an SQLSTATE or PGRST code but no status: the database answered.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^(PGRST\d+|[0-9A-Z]{5})$/.test(code)) return 'permanent';
  // Unknown failures are retried rather than dropped: the Pending view shows them with Retry/Cancel.
  return 'transient';
}

/** True when the request got no answer at all (no connection, refused, timed out): the server may be down. */
export function isNoAnswer(error: unknown): boolean {
  if ((error as { status?: unknown } | null)?.status === 0) return true;
  if (statusOf(error) !== undefined) return false;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError' || name === 'StorageUnknownError') return true;
  return error instanceof TypeError || networkMessage.test(messageOf(error)) || /took too long/i.test(messageOf(error));
}

export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; error_description?: unknown; msg?: unknown; error?: unknown };
    for (const value of [e.message, e.error_description, e.msg, e.error]) {
      if (typeof value === 'string' && value) return value;
    }
  }
  return 'Something went wrong';
}
