// Start-up settings of an edge function. A deployed function that lacks one refuses to start,
// with the names of what is missing, instead of running against local defaults (127.0.0.1, the
// demo keys): a confirmation link to 127.0.0.1 would reach nobody. The local backend runs the same
// index.ts files in Deno and sets these to its own URL, keys, inbox and Paystack stand-in
// (supabase/local/server.mjs).

export function requireEnv<const Names extends readonly string[]>(
  get: (name: string) => string | undefined,
  names: Names,
): { [Name in Names[number]]: string } {
  const missing = names.filter((name) => !get(name)?.trim());
  if (missing.length) {
    throw new Error(
      `Refusing to start: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come with every hosted function; set the others with ' +
        '`supabase secrets set NAME=value`.',
    );
  }
  return Object.fromEntries(names.map((name) => [name, get(name)!.trim()])) as { [Name in Names[number]]: string };
}
