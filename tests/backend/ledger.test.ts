// The ledger's own guarantees: an entry posts only when its lines sum to zero, the same cause and
// reference post once, nothing is ever updated or deleted (not even by the database owner), and
// no API role can read or write the tables.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const lines = (amount: number) => JSON.stringify([
  { kind: 'paystack_clearing', owner: null, amount },
  { kind: 'patient_funds', owner: null, amount: -amount },
]);

async function post(cause: string, reference: string, body: string) {
  const rows = await backend.sql('select private.ledger_post($1, $2, $3::jsonb) as id', [cause, reference, body]);
  return Number(rows[0]!.id);
}

async function entryLines(id: number) {
  return (await backend.sql(
    `select a.kind, l.amount_kobo::int as amount from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id
     where l.entry_id = $1 order by l.id`, [id])) as { kind: string; amount: number }[];
}

describe('posting', () => {
  test('a balanced entry is posted with its lines', async () => {
    const id = await post('payment', 'TEST-post-1', lines(150_000));
    expect(await entryLines(id)).toEqual([{ kind: 'paystack_clearing', amount: 150_000 }, { kind: 'patient_funds', amount: -150_000 }]);
  });

  test('lines that do not sum to zero are refused and nothing is kept', async () => {
    const body = JSON.stringify([{ kind: 'paystack_clearing', owner: null, amount: 100 }, { kind: 'patient_funds', owner: null, amount: -99 }]);
    await expect(post('payment', 'TEST-unbalanced', body)).rejects.toThrow(/sum to zero/);
    await expect(post('payment', 'TEST-one-line', JSON.stringify([{ kind: 'paystack_clearing', owner: null, amount: 0 }])))
      .rejects.toThrow(/at least two lines/);
    const left = await backend.sql(`select count(*)::int as n from private.ledger_entries where reference like 'TEST-unbalanced%'`);
    expect(left[0]!.n).toBe(0);
  });

  test('lines inserted by hand that do not balance are refused at commit', async () => {
    await expect(backend.sql(
      `with e as (insert into private.ledger_entries (cause, reference) values ('adjustment', 'TEST-by-hand') returning id)
       insert into private.ledger_lines (entry_id, account_id, amount_kobo)
       select e.id, private.ledger_account('platform_commission', null), 500 from e`,
    )).rejects.toThrow(/does not balance/);
    expect((await backend.sql(`select count(*)::int as n from private.ledger_entries where reference = 'TEST-by-hand'`))[0]!.n).toBe(0);
  });

  test('the same cause and reference again returns the first entry and posts nothing more', async () => {
    const first = await post('payment', 'TEST-twice', lines(2_000));
    const again = await post('payment', 'TEST-twice', lines(9_999));
    expect(again).toBe(first);
    expect(await entryLines(first)).toEqual([{ kind: 'paystack_clearing', amount: 2_000 }, { kind: 'patient_funds', amount: -2_000 }]);
  });

  test('a reversal mirrors the entry and points at it', async () => {
    const id = await post('payment', 'TEST-reversed', lines(700));
    const rev = Number((await backend.sql(`select private.ledger_reverse($1, 'payment_reversed', 'TEST-reversed') as id`, [id]))[0]!.id);
    expect(await entryLines(rev)).toEqual([{ kind: 'paystack_clearing', amount: -700 }, { kind: 'patient_funds', amount: 700 }]);
    expect((await backend.sql('select reverses::int as r from private.ledger_entries where id = $1', [rev]))[0]!.r).toBe(id);
  });

  test('an account is created once per kind and owner, and payees need an owner', async () => {
    const a = await backend.sql(`select private.ledger_account('pharmacy', $1) as a, private.ledger_account('pharmacy', $1) as b`, [DEMO.pharmacy.id]);
    expect(a[0]!.a).toBe(a[0]!.b);
    await expect(backend.sql(`select private.ledger_account('rider', null)`)).rejects.toThrow(/check constraint/);
  });
});

describe('append-only', () => {
  test('updating, deleting or truncating ledger rows is refused even to the database owner', async () => {
    const id = await post('payment', 'TEST-frozen', lines(1_234));
    for (const statement of [
      `update private.ledger_lines set amount_kobo = amount_kobo * 2 where entry_id = ${id}`,
      `delete from private.ledger_lines where entry_id = ${id}`,
      `update private.ledger_entries set memo = 'changed' where id = ${id}`,
      `delete from private.ledger_entries where id = ${id}`,
      `update private.ledger_accounts set owner_id = null where kind = 'pharmacy'`,
      'truncate private.ledger_lines cascade',
    ]) {
      await expect(backend.sql(statement), statement).rejects.toThrow(/append-only/);
    }
    expect(await entryLines(id)).toEqual([{ kind: 'paystack_clearing', amount: 1_234 }, { kind: 'patient_funds', amount: -1_234 }]);
  });

  test('no API role reads or writes the ledger, and clients cannot call the posting function', async () => {
    const service = serviceClient(backend);
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    const grants = await backend.sql(
      `select r.rolname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join (select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role')) r
       where n.nspname = 'private' and c.relname like 'ledger_%' and c.relkind = 'r'
         and (has_table_privilege(r.rolname, c.oid, 'select') or has_table_privilege(r.rolname, c.oid, 'insert')
              or has_table_privilege(r.rolname, c.oid, 'update') or has_table_privilege(r.rolname, c.oid, 'delete'))`);
    expect(grants).toEqual([]);
    const called = await pharmacy.schema('private' as 'public').rpc('ledger_post', { p_cause: 'adjustment', p_reference: 'TEST-api', p_lines: [] });
    expect(called.error).not.toBeNull();
    const viaService = await service.from('orders').select('id').limit(1);
    expect(viaService.error).toBeNull();
  });
});
