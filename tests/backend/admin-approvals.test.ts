// Approvals: only admins review; a rejection needs a reason and the applicant may
// correct and resubmit; the applicant is e-mailed; licence numbers have their
// council's format; documents open through short-lived signed links.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { phoneAccount, anonClient, confirmEmail, DEMO, pdf, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let admin: Awaited<ReturnType<typeof signedIn>>['client'];
beforeAll(async () => {
  backend = await startBackend();
  admin = (await signedIn(backend, DEMO.admin.email)).client;
});
afterAll(() => backend.stop());

async function pharmacyApplicant(license = 'PCN/PREM/LA/12345') {
  const applicant = await signUp(backend, 'pharmacy', 'Ngozi Applicant');
  await confirmEmail(backend, applicant.user.id); // decisions are mailed only to confirmed addresses
  const path = `pharmacy/${applicant.user.id}/license_1.pdf`;
  expect((await applicant.client.storage.from('licenses').upload(path, pdf())).error).toBeNull();
  const { data, error } = await applicant.client
    .from('pharmacies')
    .insert({ user_id: applicant.user.id, name: 'Ngozi Pharmacy', address: '3 Wuse Road, Abuja', license_number: license, license_document_url: path })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { ...applicant, path, id: data!.id as string };
}

const inbox = async (to: string) =>
  (await (await fetch(`${backend.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];

describe('licence numbers', () => {
  test('a pharmacy licence must be a PCN number and a doctor licence an MDCN number', async () => {
    const bad = await signUp(backend, 'pharmacy');
    const refused = await bad.client.from('pharmacies').insert({ user_id: bad.user.id, name: 'X Pharmacy', address: 'Lagos', license_number: '12345' });
    expect(refused.error?.code).toBe('23514');
    const doctor = await signUp(backend, 'doctor');
    const wrong = await doctor.client.from('doctors').insert({ user_id: doctor.user.id, full_name: 'Dr X', specialty: 'GP', license_number: 'PCN/1234' });
    expect(wrong.error?.code).toBe('23514');
    const right = await doctor.client.from('doctors').insert({ user_id: doctor.user.id, full_name: 'Dr X', specialty: 'GP', license_number: 'MDCN/R/12345' });
    expect(right.error).toBeNull();
  });
});

describe('review', () => {
  test('non-admins cannot list or review applications, nor approve themselves', async () => {
    const applicant = await pharmacyApplicant();
    for (const client of [applicant.client, (await signedIn(backend, DEMO.patient.email)).client, anonClient(backend)]) {
      expect((await client.rpc('admin_applications')).error).not.toBeNull();
      expect((await client.rpc('admin_review_application', { kind: 'pharmacy', application_id: applicant.id, decision: 'approve' })).error).not.toBeNull();
    }
    const self = await applicant.client.from('pharmacies').update({ status: 'approved', rejection_reason: null }).eq('id', applicant.id);
    expect(self.error?.code).toBe('42501');
    const { data } = await applicant.client.from('pharmacies').select('status').eq('id', applicant.id).single();
    expect(data!.status).toBe('pending');
  });

  test('the admin sees what was submitted, opens the licence by a signed link, approves, and the applicant is told', async () => {
    const applicant = await pharmacyApplicant();
    const { data: pending } = await admin.rpc('admin_applications');
    const mine = pending.find((a: { id: string }) => a.id === applicant.id);
    expect(mine).toMatchObject({ kind: 'pharmacy', name: 'Ngozi Pharmacy', license_number: 'PCN/PREM/LA/12345', status: 'pending' });
    expect(mine.documents).toEqual({ 'Licence document': applicant.path });

    const signed = await admin.storage.from('licenses').createSignedUrl(applicant.path, 60);
    expect(signed.error).toBeNull();
    const file = await fetch(signed.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-/);

    const approved = await admin.rpc('admin_review_application', { kind: 'pharmacy', application_id: applicant.id, decision: 'approve' });
    expect(approved.error).toBeNull();
    const { data: row } = await applicant.client.from('pharmacies').select('status,reviewed_at').eq('id', applicant.id).single();
    expect(row!.status).toBe('approved');
    expect(row!.reviewed_at).not.toBeNull();
    // Approving twice is refused: it is no longer pending.
    const twice = await admin.rpc('admin_review_application', { kind: 'pharmacy', application_id: applicant.id, decision: 'approve' });
    expect(twice.error?.code).toBe('P0002');
    // The screen names the refusal by its hint, in the admin's language.
    expect(twice.error?.hint).toBe('gone');

    const { data: audit } = await admin.from('admin_audit').select('action,details').eq('target_id', applicant.user.id);
    expect(audit).toEqual([{ action: 'approve', details: { kind: 'pharmacy', application_id: applicant.id, reason: null } }]);
    // The decision e-mail goes through the one message queue; the local backend's sender runs after
    // the call that queued it, as pg_cron's does within the minute on a hosted project.
    const notice = await admin.rpc('admin_last_account_mail', { p_user: applicant.user.id });
    expect(notice).toMatchObject({ error: null, data: { state: 'sent' } });
    const mails = await inbox(applicant.email);
    expect(mails.map((m) => m.subject)).toContain('Your Magani Health pharmacy application is approved');
  });

  test('a rejection needs a reason; the applicant reads it, corrects the details and resubmits', async () => {
    const applicant = await pharmacyApplicant('PCN/PREM/LA/99999');
    expect((await admin.rpc('admin_review_application', { kind: 'pharmacy', application_id: applicant.id, decision: 'reject' })).error?.code).toBe('23514');
    const reason = 'The licence number does not match the document';
    expect((await admin.rpc('admin_review_application', { kind: 'pharmacy', application_id: applicant.id, decision: 'reject', reason })).error).toBeNull();
    const { data: rejected } = await applicant.client.from('pharmacies').select('status,rejection_reason').eq('id', applicant.id).single();
    expect(rejected).toEqual({ status: 'rejected', rejection_reason: reason });

    // Resubmitting with another account's document, or a bad number, is refused.
    const foreign = await applicant.client.rpc('resubmit_application', { fields: { document_path: `pharmacy/${DEMO.pharmacy.id}/license_1.pdf` } });
    expect(foreign.error?.code).toBe('42501');
    expect((await applicant.client.rpc('resubmit_application', { fields: { license_number: 'nope' } })).error?.code).toBe('23514');

    const fixed = await applicant.client.rpc('resubmit_application', { fields: { license_number: 'pcn/prem/la/12346' } });
    expect(fixed.error).toBeNull();
    const { data: again } = await applicant.client.from('pharmacies').select('status,rejection_reason,license_number').eq('id', applicant.id).single();
    expect(again).toEqual({ status: 'pending', rejection_reason: null, license_number: 'PCN/PREM/LA/12346' });
    // Only a rejected application can be sent again.
    expect((await applicant.client.rpc('resubmit_application', { fields: {} })).error?.code).toBe('P0002');
  });
});

describe('signed links', () => {
  test('an expired link is refused, a link opens only its own file, and nobody signs a file they cannot read', async () => {
    const applicant = await pharmacyApplicant();
    const signed = await admin.storage.from('licenses').createSignedUrl(applicant.path, 1);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    const other = new URL(signed.data!.signedUrl);
    other.pathname = other.pathname.replace('license_1.pdf', 'license_2.pdf');
    expect((await fetch(other)).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the link's own lifetime, 1 s, must pass
    const expired = await fetch(signed.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe('InvalidJWT');

    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    expect((await patient.storage.from('licenses').createSignedUrl(applicant.path, 60)).error).not.toBeNull();
  });
});

describe('logistics tier upgrades', () => {
  test('documents in the owner folder, reviewed by an admin, and the tier changes only on approval', async () => {
    // Logistics providers are accounts signed in by SMS code; the phone comes from that sign-in.
    const provider = await phoneAccount(backend);
    const uid = provider.user.id;
    expect((await provider.client.from('logistics_providers').insert({ user_id: uid, full_name: 'Tunde Logistics', phone: provider.phone })).error).toBeNull();
    const docs: Record<string, string> = {};
    for (const key of ['vehicle_papers', 'drivers_licence']) {
      const path = `${uid}/tier2_${key}.pdf`;
      docs[key] = path;
      expect((await provider.client.storage.from('provider-documents').upload(path, pdf())).error).toBeNull();
    }
    expect((await provider.client.storage.from('provider-documents').upload(`${DEMO.rider.id}/x.pdf`, pdf())).error).not.toBeNull();
    // Missing a document, or pointing at someone else's folder, is refused.
    expect((await provider.client.from('tier_requests').insert({ tier: '2', documents: { vehicle_papers: docs.vehicle_papers } })).error).not.toBeNull();
    expect((await provider.client.from('tier_requests').insert({ tier: '2', documents: { ...docs, drivers_licence: `${DEMO.rider.id}/x.pdf` } })).error).not.toBeNull();
    // Asking for the tier directly is refused too.
    expect((await provider.client.from('logistics_providers').update({ tier: '2' }).eq('user_id', uid)).error?.code).toBe('42501');

    const { data: request, error } = await provider.client.from('tier_requests').insert({ tier: '2', documents: docs }).select('id,status').single();
    expect(error).toBeNull();
    expect(request!.status).toBe('pending');
    expect((await provider.client.from('logistics_providers').select('tier').eq('user_id', uid).single()).data!.tier).toBe('1');

    const { data: pending } = await admin.rpc('admin_applications');
    expect(pending.find((a: { id: string }) => a.id === request!.id)).toMatchObject({ kind: 'logistics_tier', documents: docs });
    expect((await admin.storage.from('provider-documents').createSignedUrl(docs.vehicle_papers!, 60)).error).toBeNull();
    expect((await admin.rpc('admin_review_application', { kind: 'logistics_tier', application_id: request!.id, decision: 'approve' })).error).toBeNull();
    const { data: after } = await provider.client.from('logistics_providers').select('tier,vehicles_allowed').eq('user_id', uid).single();
    expect(after).toEqual({ tier: '2', vehicles_allowed: 10 });
  });
});

describe('contact messages', () => {
  test('anyone sends a valid message once; only admins read them', async () => {
    const anon = anonClient(backend);
    const message = { client_id: crypto.randomUUID(), name: 'Kelechi', email: 'k@example.ng', subject: 'Delivery', message: 'Where is my order from yesterday?' };
    expect((await anon.from('contact_messages').insert(message)).error).toBeNull();
    expect((await anon.from('contact_messages').insert(message)).error?.code).toBe('23505');
    expect((await anon.from('contact_messages').insert({ ...message, client_id: crypto.randomUUID(), email: 'not-an-address' })).error?.code).toBe('23514');
    expect((await anon.from('contact_messages').insert({ ...message, client_id: crypto.randomUUID(), message: 'short' })).error?.code).toBe('23514');
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    expect((await patient.from('contact_messages').select('id')).data).toEqual([]);
    expect((await anon.from('contact_messages').select('id')).data ?? []).toEqual([]);
    const { data } = await admin.from('contact_messages').select('subject').eq('client_id', message.client_id);
    expect(data).toEqual([{ subject: 'Delivery' }]);
  });
});
