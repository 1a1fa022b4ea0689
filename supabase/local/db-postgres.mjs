// The local backend on a real PostgreSQL server (node-postgres). It offers the
// same small interface as PGlite (query / exec / transaction / close, results
// shaped { rows, fields, affectedRows }), so the REST, auth and storage code runs
// unchanged on either engine. Unlike PGlite, every transaction takes its own
// pooled session, so requests really run side by side, as on a hosted project.
import pg from 'pg';

const INT8 = 20;
const INT8_ARRAY = 1016;
const INTERVAL = 1186;
const INTERVAL_ARRAY = 1187;

// PGlite's readings of these types, so a row reads the same on both engines:
// int8 as a number when it fits, intervals as PostgreSQL prints them.
const bigintNumber = (text) => {
  const n = BigInt(text);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
};
const parseArray = (text, item) => pg.types.arrayParser.create(text, item).parse();
const PARSERS = {
  [INT8]: bigintNumber,
  [INT8_ARRAY]: (text) => parseArray(text, bigintNumber),
  [INTERVAL]: (text) => text,
  [INTERVAL_ARRAY]: (text) => parseArray(text, (v) => v),
};
const types = {
  getTypeParser: (oid, format) => PARSERS[oid] ?? pg.types.getTypeParser(oid, format),
};

const DML = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/** node-postgres result(s) -> PGlite's result shape. */
function shape(result) {
  return {
    rows: result.rows ?? [],
    fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: DML.has(result.command) ? result.rowCount ?? 0 : 0,
  };
}

function session(client) {
  return {
    /** One statement, bound parameters (extended protocol). */
    query: async (sql, params = []) => shape(await send(client, { text: sql, values: params, types })),
    /** Any number of statements, no parameters (simple protocol). */
    exec: async (sql) => [].concat(await send(client, { text: sql, types })).map(shape),
  };
}

/** A failure that is not the server refusing a statement means the session itself is gone. */
async function send(client, query) {
  try {
    return await client.query(query);
  } catch (err) {
    // Connection exceptions (08) and a server shutting sessions down (57P) end the session too.
    if (!(err instanceof pg.DatabaseError) || /^(08|57P)/.test(err.code ?? '')) client.broken = err;
    throw err;
  }
}

/**
 * @param {string} url a postgresql:// connection URL (any role that may `set role` to the API roles)
 * @param {{ poolSize?: number }} [options]
 */
export function connectPostgres(url, { poolSize = 20 } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle session dropped by the server must not take the whole backend down.
  pool.on('error', (err) => console.warn(`[local backend] database session lost: ${err.message}`));
  const run = async (fn) => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      // A lost session is dropped, never handed to the next request.
      client.release(client.broken);
      client.broken = undefined;
    }
  };
  return {
    engine: 'postgres',
    query: (sql, params) => run((client) => session(client).query(sql, params)),
    exec: (sql) => run((client) => session(client).exec(sql)),
    /** @template T @param {(tx: ReturnType<typeof session>) => Promise<T>} fn @returns {Promise<T>} */
    transaction: (fn) =>
      run(async (client) => {
        await send(client, 'begin');
        try {
          const out = await fn(session(client));
          await send(client, 'commit');
          return out;
        } catch (err) {
          await send(client, 'rollback').catch(() => undefined);
          throw err;
        }
      }),
    close: () => pool.end(),
  };
}
