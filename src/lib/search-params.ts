// Readers of a route's ?query, run before any screen on every page load. They are plain functions
// rather than valibot schemas so that valibot stays out of every page's first load (it loads with
// the forms that use it). Each reader gives its fallback for anything missing or invalid: a
// hand-edited or stale link opens the page in its plain state instead of an error.

/**
 * Text of at most `max` characters, trimmed when `trim` is set. The router reads `?q=500` as the
 * number 500, so a finite number counts as its text.
 */
export function searchText<F extends string | undefined>(
  value: unknown,
  fallback: F,
  { max, trim = false, pattern }: { max: number; trim?: boolean; pattern?: RegExp },
): string | F {
  let text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  if (text === undefined) return fallback;
  if (trim) text = text.trim();
  if (text.length > max || (pattern && !pattern.test(text))) return fallback;
  return text;
}

/** One of `options`, else the fallback. */
export function searchChoice<T extends string, F extends T | undefined>(value: unknown, options: readonly T[], fallback: F): T | F {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A whole number from `min` to `max`, else the fallback. */
export function searchInteger(value: unknown, fallback: number, { min, max }: { min: number; max: number }): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}
