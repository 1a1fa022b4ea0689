// The private licences and prescriptions buckets: own folder only, the right
// kind of file (judged by its bytes) and within the size limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  anonClient, confirmedPatient, DEMO, EXE_BYTES, pdf, PDF_BYTES, PNG_BYTES, signedIn, signUp, startBackend, type LocalBackend,
} from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const MB = 1024 * 1024;
/** A real PDF header followed by padding, `size` bytes in all. */
const bigPdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES);
  return pdf(bytes);
};

describe('licenses bucket', () => {
  test('an account uploads into its own folder and downloads the same bytes', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const path = `pharmacy/${user.id}/license_1700000000000.pdf`;
    expect((await client.storage.from('licenses').upload(path, pdf())).error).toBeNull();
    const { data, error } = await client.storage.from('licenses').download(path);
    expect(error).toBeNull();
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(PDF_BYTES);
  });

  test('uploading into another account\'s folder is refused', async () => {
    const { client } = await signUp(backend, 'pharmacy');
    const { data, error } = await client.storage.from('licenses').upload(`pharmacy/${DEMO.pharmacy.id}/license_1.pdf`, pdf());
    expect(data).toBeNull();
    expect(error?.message).toBe('new row violates row-level security policy');
  });

  test('uploading outside the role folders or at the bucket root is refused', async () => {
    const { client, user } = await signUp(backend, 'doctor');
    for (const path of [`${user.id}/license_1.pdf`, `elsewhere/${user.id}/license_1.pdf`, `doctor/${user.id}/deeper/license_1.pdf`]) {
      const { error } = await client.storage.from('licenses').upload(path, pdf());
      expect(error?.message, path).toBe('new row violates row-level security policy');
    }
  });

  test('the anon key cannot upload at all', async () => {
    const { error } = await anonClient(backend).storage.from('licenses').upload(`pharmacy/${DEMO.pharmacy.id}/license_2.pdf`, pdf());
    expect(error?.message).toBe('new row violates row-level security policy');
  });

  // LOCAL ONLY: hosted Storage checks the label, not the bytes (supabase/README.md, "What holds where").
  test('local backend only: a Windows program renamed .pdf and labelled application/pdf is refused by its content', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const fake = new Blob([EXE_BYTES as BlobPart], { type: 'application/pdf' });
    const { error } = await client.storage.from('licenses').upload(`pharmacy/${user.id}/license_3.pdf`, fake);
    expect(error?.message).toBe('mime type application/x-msdownload is not supported');
    expect((error as { statusCode?: string }).statusCode).toBe('415');
  });

  test('a type the bucket does not accept is refused', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const text = new Blob(['just text'], { type: 'text/plain' });
    const { error } = await client.storage.from('licenses').upload(`pharmacy/${user.id}/license_4.txt`, text);
    expect(error?.message).toBe('mime type text/plain is not supported');
  });

  test('a file over 5 MB is refused; one just under is accepted', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const over = await client.storage.from('licenses').upload(`pharmacy/${user.id}/license_5.pdf`, bigPdf(5 * MB + 1));
    expect(over.error?.message).toBe('The object exceeded the maximum allowed size');
    const under = await client.storage.from('licenses').upload(`pharmacy/${user.id}/license_6.pdf`, bigPdf(5 * MB));
    expect(under.error).toBeNull();
  });

  test('another account cannot download or delete the file; an admin can read it', async () => {
    const owner = await signUp(backend, 'doctor');
    const path = `doctor/${owner.user.id}/license_7.png`;
    await owner.client.storage.from('licenses').upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));
    const { client: other } = await signedIn(backend, DEMO.doctor.email);
    const stolen = await other.storage.from('licenses').download(path);
    expect(stolen.data).toBeNull();
    expect(stolen.error).not.toBeNull();
    const removed = await other.storage.from('licenses').remove([path]);
    expect(removed.data).toEqual([]);
    const { client: admin } = await signedIn(backend, DEMO.admin.email);
    const seen = await admin.storage.from('licenses').download(path);
    expect(seen.error).toBeNull();
    expect((await owner.client.storage.from('licenses').download(path)).error).toBeNull();
  });

  test('uploading to an existing path needs upsert; the owner can replace and remove it', async () => {
    const { client, user } = await signUp(backend, 'rider');
    const path = `riders/${user.id}/vehicle_8.pdf`;
    const bucket = client.storage.from('licenses');
    expect((await bucket.upload(path, pdf())).error).toBeNull();
    expect((await bucket.upload(path, pdf())).error?.message).toBe('The resource already exists');
    const png = new Blob([PNG_BYTES], { type: 'image/png' });
    expect((await bucket.upload(path, png, { upsert: true })).error).toBeNull();
    expect((await bucket.download(path)).data?.type).toBe('image/png');
    const listed = await bucket.list(`riders/${user.id}`);
    expect(listed.data?.map((f) => f.name)).toEqual(['vehicle_8.pdf']);
    const removed = await bucket.remove([path]);
    expect(removed.data?.map((r) => r.name)).toEqual([path]);
    expect((await bucket.download(path)).error).not.toBeNull();
  });
});

describe('prescriptions bucket', () => {
  const webp = () => {
    const bytes = new Uint8Array(32);
    bytes.set(new TextEncoder().encode('RIFF'), 0);
    bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
    return new Blob([bytes], { type: 'image/webp' });
  };

  test('a patient uploads photos and PDFs under {userId}/{submissionId}/', async () => {
    const { client, user } = await signedIn(backend, DEMO.patient.email);
    const submission = crypto.randomUUID();
    const bucket = client.storage.from('prescriptions');
    // The outbox uploads with upsert so that a replayed step replaces rather than fails.
    expect((await bucket.upload(`${user.id}/${submission}/page1.webp`, webp(), { upsert: true })).error).toBeNull();
    expect((await bucket.upload(`${user.id}/${submission}/page1.webp`, webp(), { upsert: true })).error).toBeNull();
    expect((await bucket.upload(`${user.id}/${submission}/page2.pdf`, pdf())).error).toBeNull();
    const listed = await bucket.list(`${user.id}/${submission}`);
    expect(listed.data?.map((f) => f.name).sort()).toEqual(['page1.webp', 'page2.pdf']);
  });

  test('nobody else reads them, and nobody writes into another patient\'s folder', async () => {
    const owner = await confirmedPatient(backend);
    const path = `${owner.user.id}/${crypto.randomUUID()}/scan.pdf`;
    await owner.client.storage.from('prescriptions').upload(path, pdf());
    expect((await owner.client.storage.from('prescriptions').download(path)).error).toBeNull();
    const other = await confirmedPatient(backend);
    expect((await other.client.storage.from('prescriptions').download(path)).error).not.toBeNull();
    const planted = await other.client.storage.from('prescriptions').upload(`${owner.user.id}/x/planted.pdf`, pdf());
    expect(planted.error?.message).toBe('new row violates row-level security policy');
  });

  test('a file over 10 MB is refused', async () => {
    const { client, user } = await confirmedPatient(backend);
    const { error } = await client.storage.from('prescriptions').upload(`${user.id}/s/big.pdf`, bigPdf(10 * MB + 1));
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
  });
});
