// Turns PostgREST's query-string grammar (select, filters, order, limit) into
// SQL fragments. Identifiers are validated against a strict pattern and quoted;
// every value travels as a bind parameter.
import { HttpError } from './http.mjs';

const IDENT = /^[a-z_][a-z0-9_]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const OPS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

export const pgrstError = (status, code, message, details = null, hint = null) =>
  new HttpError(status, { code, details, hint, message });

/** @param {string} name */
export function ident(name) {
  if (!IDENT.test(name)) throw pgrstError(400, 'PGRST100', `"${name}" is not a valid column or table name`);
  return `"${name}"`;
}

/** `select=a,b,alias:c` -> SQL column list over alias `_t`. */
export function selectList(raw) {
  const text = (raw ?? '*').trim() || '*';
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '_t.*';
      if (/[()!]/.test(part)) throw pgrstError(400, 'PGRST100', `"${part}": embedded resources are not supported here`);
      const [alias, column] = part.includes(':') ? part.split(':') : [null, part];
      return alias ? `_t.${ident(column)} as ${ident(alias)}` : `_t.${ident(column)}`;
    })
    .join(', ');
}

/** Splits `(a,"b,c",d)` the way PostgREST reads `in` lists. */
function parseList(raw) {
  if (!/^\(.*\)$/s.test(raw)) throw pgrstError(400, 'PGRST100', `"${raw}" is not a list like (a,b)`);
  const out = [];
  let cur = '';
  let quoted = false;
  const inner = raw.slice(1, -1);
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\\' && quoted) cur += inner[++i] ?? '';
    else if (c === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  if (inner.length) out.push(cur);
  return out;
}

/**
 * Filters from the query string into a WHERE clause over alias `_t`.
 * @param {URLSearchParams} params
 * @param {unknown[]} values bind parameters, appended to
 */
export function whereClause(params, values) {
  const parts = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and') throw pgrstError(400, 'PGRST100', `"${key}" filters are not supported here`);
    const col = `_t.${ident(key)}`;
    let expr = raw;
    let negate = false;
    if (expr.startsWith('not.')) {
      negate = true;
      expr = expr.slice(4);
    }
    const dot = expr.indexOf('.');
    if (dot < 0) throw pgrstError(400, 'PGRST100', `"${key}=${raw}" needs an operator, e.g. eq.value`);
    const op = expr.slice(0, dot);
    const value = expr.slice(dot + 1);
    const bind = (v) => {
      values.push(v);
      return `$${values.length}`;
    };
    let sql;
    if (OPS[op]) sql = `${col} ${OPS[op]} ${bind(value)}`;
    else if (op === 'like' || op === 'ilike') sql = `${col}::text ${op} ${bind(value.replace(/\*/g, '%'))}`;
    else if (op === 'in') sql = `${col} = any(${bind(parseList(value))})`;
    else if (op === 'is') {
      const lit = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
      if (!lit) throw pgrstError(400, 'PGRST100', `"is" accepts null, true, false or unknown, not "${value}"`);
      sql = `${col} is ${lit}`;
    } else throw pgrstError(400, 'PGRST100', `operator "${op}" is not supported here`);
    parts.push(negate ? `not (${sql})` : sql);
  }
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

/** `order=a.desc.nullslast,b` -> ORDER BY clause. */
export function orderClause(raw) {
  if (!raw) return '';
  const items = raw.split(',').map((item) => {
    const [col, ...mods] = item.trim().split('.');
    let sql = `_t.${ident(col)}`;
    for (const m of mods) {
      if (m === 'asc' || m === 'desc') sql += ` ${m}`;
      else if (m === 'nullsfirst') sql += ' nulls first';
      else if (m === 'nullslast') sql += ' nulls last';
      else throw pgrstError(400, 'PGRST100', `unknown order modifier "${m}"`);
    }
    return sql;
  });
  return `order by ${items.join(', ')}`;
}

/**
 * limit/offset from the query string or a `Range: 0-9` header. As PostgREST, the limit is never more
 * than `maxRows` ([api] max_rows): a request without one gets the first `maxRows` rows.
 */
export function limitClause(params, rangeHeader, maxRows = Infinity) {
  let limit = params.get('limit');
  let offset = params.get('offset');
  const range = /^(\d+)-(\d*)$/.exec(String(rangeHeader ?? '').trim());
  if (range) {
    offset ??= range[1];
    if (range[2] && limit === null) limit = String(Number(range[2]) - Number(range[1]) + 1);
  }
  const toInt = (v, name) => {
    if (v === null) return null;
    if (!/^\d+$/.test(v)) throw pgrstError(400, 'PGRST100', `"${name}" must be a non-negative integer`);
    return Number(v);
  };
  const asked = toInt(limit, 'limit');
  const l = Number.isFinite(maxRows) ? Math.min(asked ?? maxRows, maxRows) : asked;
  const o = toInt(offset, 'offset');
  return { sql: `${l !== null ? `limit ${l}` : ''} ${o !== null ? `offset ${o}` : ''}`.trim(), offset: o ?? 0 };
}

/** Parses the Prefer header into a map: return, resolution, count, missing. */
export function preferences(header) {
  const out = {};
  for (const part of String(header ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k && v) out[k.trim()] = v.trim();
  }
  return out;
}

/** Columns named by `columns="a","b"` or by the keys of the body's objects. */
export function bodyColumns(params, rows) {
  const listed = params.get('columns');
  const names = listed
    ? listed.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((r) => Object.keys(r ?? {})))];
  return names.map((n) => ({ name: n, sql: ident(n) }));
}
