// /rest/v1: the PostgREST subset the app uses. Each request runs in one
// transaction as the JWT's role, so grants and RLS decide, exactly as hosted.
import { asRole } from './db.mjs';
import { readBody, requestClaims, sendJson } from './http.mjs';
import { jwtRestError, restError } from './rest-errors.mjs';
import {
  bodyColumns, ident, limitClause, orderClause, pgrstError, preferences, selectList, whereClause,
} from './rest-query.mjs';
import { SENDER_RPCS } from './outgoing.mjs';
import { callRpc } from './rest-rpc.mjs';

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** @param {any} ctx @param {import('node:http').IncomingMessage} req @param {any} res @param {URL} url */
export async function handleRest(ctx, req, res, url) {
  res.setHeader('Cache-Control', 'no-store'); // rows of a signed-in person never stay in the HTTP cache
  const claims = requestClaims(req, jwtRestError);
  const role = String(claims.role ?? 'anon');
  const profile = req.headers[req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile'];
  if (profile && profile !== 'public') {
    throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
  }
  const name = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, ''));
  const body = ['POST', 'PATCH', 'PUT'].includes(req.method ?? '') ? await parseBody(req) : undefined;
  const single = String(req.headers.accept ?? '').startsWith(OBJECT_MEDIA);
  try {
    if (name.startsWith('rpc/')) {
      const args = req.method === 'GET' ? rpcQueryArgs(url.searchParams) : body ?? {};
      const page = { params: url.searchParams, range: req.headers.range, maxRows: ctx.config.maxRows };
      const out = await asRole(ctx.pg, claims, async (tx) => {
        // As PostgREST: GET runs in a read-only transaction, so a link or an <img> cannot make a write.
        if (req.method === 'GET' || req.method === 'HEAD') await tx.exec('set transaction read only');
        await setRequestHeaders(tx, req);
        await runPreRequest(ctx, tx);
        return callRpc(tx, name.slice(4), args, page);
      });
      // What the call queued goes out before it answers (the sender's own calls never wait for it).
      if (!SENDER_RPCS.has(name.slice(4))) await ctx.sender?.sendNow();
      await removeQueuedFiles(ctx);
      if (out === undefined) return void res.writeHead(204).end();
      // Encoded here: sendJson passes a string through as it is, and a function returning text
      // answers a JSON string, as PostgREST does ("yo", not yo).
      if (out?.rows === undefined) return sendJson(res, 200, JSON.stringify(out.value));
      const to = out.offset + out.rows.length - 1;
      return sendJson(res, 200, out.rows, { 'Content-Range': `${out.rows.length ? `${out.offset}-${to}` : '*'}/*` });
    }
    const table = ident(name);
    await assertTable(ctx, name);
    const prefer = preferences(req.headers.prefer);
    const result = await asRole(ctx.pg, claims, async (tx) => {
      await setRequestHeaders(tx, req);
      await runPreRequest(ctx, tx);
      return runTable(tx, req, url, table, body, prefer, single, ctx.config.maxRows);
    });
    respond(res, result, prefer, single);
  } catch (err) {
    throw restError(err, role);
  }
}

/**
 * PostgREST hands the request's headers to SQL as `request.headers` (JSON). On a hosted project
 * the gateway puts the caller's address first in X-Forwarded-For; here it is the socket's address,
 * whatever the client sent, so a caller cannot pick their own.
 */
async function setRequestHeaders(tx, req) {
  const headers = { ...req.headers };
  delete headers.authorization;
  delete headers.apikey;
  headers['x-forwarded-for'] = String(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
}

/**
 * PostgREST's db-pre-request: the function named by the authenticator role's
 * `pgrst.db_pre_request` setting (set by a migration) runs in each request's transaction, as
 * the caller, before the request itself; an exception it raises refuses the request.
 */
async function runPreRequest(ctx, tx) {
  if (ctx.preRequest === undefined) {
    const { rows } = await tx.query(
      `select split_part(c, '=', 2) as fn
       from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
       where s.setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
         and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
         and c like 'pgrst.db\\_pre\\_request=%'
       order by s.setdatabase desc limit 1`,
    );
    const fn = rows[0]?.fn ?? null;
    // The name comes from the database, but is checked before it becomes SQL all the same.
    ctx.preRequest = fn && /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(fn) ? fn : null;
  }
  if (ctx.preRequest) await tx.query(`select ${ctx.preRequest}()`);
}

async function parseBody(req) {
  const raw = (await readBody(req, 5 * 1024 * 1024)).toString('utf8');
  if (!raw.trim()) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const knownTables = new Map();
async function assertTable(ctx, name) {
  if (!knownTables.has(name)) {
    const { rows } = await ctx.pg.query(
      `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [name],
    );
    if (!rows.length) {
      throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    }
    knownTables.set(name, true);
  }
}

// A GET call's query string holds the arguments, apart from the paging and ordering keys.
const PAGING_KEYS = new Set(['limit', 'offset', 'order', 'select']);
const rpcQueryArgs = (params) => Object.fromEntries([...params].filter(([k]) => !PAGING_KEYS.has(k)));

async function runTable(tx, req, url, table, body, prefer, single, maxRows) {
  const params = url.searchParams;
  const values = [];
  const target = `"public".${table}`;
  const cols = selectList(params.get('select'));
  // Only the requested columns are ever read, so column grants (e.g. the hidden
  // confirmation token) apply exactly as in PostgREST.
  const agg = `coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n`;
  const representation = prefer.return === 'representation';
  let sql;
  let status = 200;
  switch (req.method) {
    case 'GET':
    case 'HEAD': {
      const where = whereClause(params, values);
      const { sql: lim, offset } = limitClause(params, req.headers.range, maxRows);
      const inner = `select ${cols} from ${target} _t ${where} ${orderClause(params.get('order'))} ${lim}`;
      const result = await first(tx, `select ${agg} from (${inner}) _r`, values);
      if (prefer.count === 'exact') {
        result.total = (await first(tx, `select count(*)::int as n from ${target} _t ${where}`, values)).n;
      }
      result.offset = offset;
      return finish(result, single, 200);
    }
    case 'POST': {
      const rows = Array.isArray(body) ? body : [body ?? {}];
      const columns = bodyColumns(params, rows);
      values.push(JSON.stringify(rows));
      const list = columns.map((c) => c.sql).join(', ');
      let conflict = '';
      if (prefer.resolution) {
        const keys = (params.get('on_conflict') ?? '').split(',').filter(Boolean).map(ident);
        const target2 = keys.length ? `(${keys.join(', ')})` : '';
        if (prefer.resolution === 'ignore-duplicates') conflict = `on conflict ${target2} do nothing`;
        else {
          if (!keys.length) throw pgrstError(400, 'PGRST100', 'on_conflict is required to merge duplicates here');
          const updates = columns.map((c) => `${c.sql} = excluded.${c.sql}`).join(', ');
          conflict = `on conflict ${target2} do ${updates ? `update set ${updates}` : 'nothing'}`;
        }
      }
      if (!columns.length && rows.length !== 1) throw pgrstError(400, 'PGRST102', 'All object keys must match');
      sql = columns.length
        ? `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json) ${conflict}`
        : `insert into ${target} as _t default values ${conflict}`;
      if (!columns.length) values.pop();
      status = 201;
      break;
    }
    case 'PATCH': {
      const columns = bodyColumns(new URLSearchParams(), [body ?? {}]);
      if (!columns.length) return { body: '[]', n: 0, status: representation ? 200 : 204 };
      values.push(JSON.stringify(body));
      const sets = columns.map((c) => `${c.sql} = _b.${c.sql}`).join(', ');
      const where = whereClause(params, values).replace(/^where /, '');
      sql = `update ${target} _t set ${sets} from json_populate_record(null::${target}, $1::json) _b ${where ? `where ${where}` : ''}`;
      break;
    }
    case 'DELETE':
      sql = `delete from ${target} _t ${whereClause(params, values)}`;
      break;
    default:
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
  if (representation || single) {
    const result = await first(tx, `with _m as (${sql} returning ${cols}) select ${agg} from _m _r`, values);
    return finish(result, single, status, representation);
  }
  const affected = await tx.query(sql, values);
  const n = affected.affectedRows ?? 0;
  if (single && n !== 1) throw singleError(n);
  return { body: '', n, status: status === 201 ? 201 : 204 };
}

async function first(tx, sql, values) {
  return (await tx.query(sql, values)).rows[0];
}

function singleError(n) {
  return pgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** Throwing inside the transaction rolls a mutation back when `single` is not satisfied, as PostgREST does. */
function finish(result, single, status, representation = true) {
  if (single && result.n !== 1) throw singleError(result.n);
  const body = single ? JSON.stringify(JSON.parse(result.body)[0]) : result.body;
  return { ...result, body: representation ? body : '', status };
}

function respond(res, result, prefer, single) {
  const headers = { 'Content-Type': `${single ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8` };
  if (result.total !== undefined || result.offset !== undefined) {
    const from = result.offset ?? 0;
    const range = result.n ? `${from}-${from + result.n - 1}` : '*';
    headers['Content-Range'] = `${range}/${result.total ?? '*'}`;
  }
  if (result.status === 204 || !result.body) {
    res.writeHead(result.status === 200 ? 204 : result.status, headers);
    return void res.end();
  }
  sendJson(res, result.status, result.body, headers);
}

/** Deletes the stored bytes of objects whose rows a function removed (see local/bootstrap.sql). */
async function removeQueuedFiles(ctx) {
  const { rows } = await ctx.pg
    .query(
      // A name uploaded again since its removal keeps its (new) bytes.
      `with gone as (delete from storage.local_removed_files returning bucket_id, name)
       select distinct g.bucket_id, g.name from gone g
       where not exists (select 1 from storage.objects o where o.bucket_id = g.bucket_id and o.name = g.name)`,
    )
    .catch(() => ({ rows: [] })); // a data folder made before the queue existed
  for (const row of rows) await ctx.files.remove(row.bucket_id, row.name);
}
