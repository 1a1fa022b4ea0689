// Supabase's API answers at most `[api] max_rows` rows (1000, supabase/config.toml) to one select or
// set-returning function, and says nothing about the rest. Every list that can grow past that is
// read here, page by page, over an order that is total (it ends in a unique column), so no row is
// lost or read twice.

/**
 * Rows asked for per request. It must not exceed config.toml's `[api] max_rows` (a shorter page than
 * asked ends the list; tests/backend/max-rows.test.ts checks the two agree).
 */
export const PAGE_SIZE = 1000;

/**
 * Calls `page(from, to)` (e.g. `(from, to) => supabase.rpc('my_offers').range(from, to)`) until a
 * page comes back shorter than asked; stops at the first error, returning it.
 */
export async function fetchAllPages<T, E>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: E | null; status?: number }>,
  size = PAGE_SIZE,
): Promise<{ data: T[]; error: E | null; status?: number }> {
  const rows: T[] = [];
  for (;;) {
    const { data, error, status } = await page(rows.length, rows.length + size - 1);
    if (error) return { data: rows, error, status };
    const got = data ?? [];
    rows.push(...got);
    if (got.length < size) return { data: rows, error: null, status };
  }
}
