// /rest/v1/rpc/<fn>: calls a function in `public` with named arguments, each
// cast to the parameter's declared type (read from the catalog, never the client).
import { ident, limitClause, orderClause, pgrstError } from './rest-query.mjs';

/**
 * @param {import('@electric-sql/pglite').Transaction} tx already running as the caller's role
 * @param {string} name
 * @param {Record<string, unknown>} args
 * @param {{ params?: URLSearchParams, range?: string | string[], maxRows?: number }} [page] `order`,
 *   `limit`, `offset` or a Range header for set-returning functions, whose answer is never longer
 *   than `maxRows` ([api] max_rows), as with PostgREST
 * @returns {Promise<undefined | { value: unknown } | { rows: unknown[], offset: number }>} undefined for
 *   void functions; `rows` (one page) for set-returning ones; otherwise the parsed JSON `value`
 */
export async function callRpc(tx, name, args, page = {}) {
  const fn = ident(name);
  const given = Object.keys(args ?? {});
  given.forEach(ident);
  const { rows } = await tx.query(
    `select p.proretset as set, p.proargnames as names, p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns,
            t.typtype as kind, array(select format_type(a, null) from unnest(p.proargtypes) a) as types
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  // Like PostgREST: every named argument must exist, and the ones left out must have defaults.
  const match = rows.find((r) => {
    const names = (r.names ?? []).slice(0, r.types.length);
    const required = names.slice(0, names.length - (r.defaults ?? 0));
    return given.every((g) => names.includes(g)) && required.every((n) => given.includes(n));
  });
  if (!match) {
    throw pgrstError(
      404, 'PGRST202', `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${given.join(', ') || '(none)'}, but no matches were found in the schema cache.`,
    );
  }
  const values = [];
  const named = (match.names ?? []).slice(0, match.types.length).map((argName, i) => [argName, i])
    .filter(([argName]) => given.includes(argName)).map(([argName, i]) => {
    const v = args[argName];
    values.push(v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
    return `${ident(argName)} => $${values.length}::${match.types[i]}`;
  });
  const call = `"public".${fn}(${named.join(', ')})`;
  if (match.returns === 'void') {
    await tx.query(`select ${call}`, values);
    return undefined;
  }
  if (match.set) {
    const params = page.params ?? new URLSearchParams();
    const { sql: lim, offset } = limitClause(params, page.range, page.maxRows);
    const inner = `select _t from ${call} _t ${orderClause(params.get('order'))} ${lim}`;
    const { rows: out } = await tx.query(`select coalesce(json_agg(_r._t), '[]')::text as body from (${inner}) _r`, values);
    return { rows: JSON.parse(out[0].body), offset };
  }
  const sql = match.kind === 'c'
    ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`
    : `select to_json(${call})::text as body`;
  const { rows: out } = await tx.query(sql, values);
  const body = JSON.parse(out[0].body);
  return { value: match.kind === 'c' ? body[0] ?? null : body };
}
