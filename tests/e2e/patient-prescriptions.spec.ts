import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, size = 4096) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]),
});
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% sample prescription\n'),
});

async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(files);
}

const held = (page: Page) => page.getByRole('list', { name: 'Files to send' }).getByRole('listitem');

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`prescription upload at ${width} width`, () => {
    test.use({ viewport });

    test('six files give five held with a notice, and the inputs close at five', async ({ page }) => {
      await openApp(page, '/prescriptions/upload');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Prescription');
      await choose(
        page,
        [1, 2, 3, 4, 5, 6].map((n) => png(`page-${n}.png`)),
      );
      await expect(held(page)).toHaveCount(5);
      await expect(page.getByRole('alert')).toContainText('at most 5 files');
      await expect(page.getByRole('alert')).toContainText('page-6.png');
      await expect(page.getByRole('button', { name: 'Choose Files' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
      await expect(held(page).first()).toContainText('4 KB');

      await page.getByRole('button', { name: 'Remove page-3.png' }).click();
      await expect(held(page)).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Choose Files' })).toBeEnabled();
    });
  });
}

test('files are checked by content and size, with messages naming them', async ({ page }) => {
  await openApp(page, '/prescriptions/upload');
  const exe = {
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)]),
  };
  const big = png('scan-large.png', 11 * 1024 * 1024);
  await choose(page, [exe, big, pdf('doctor-note.pdf')]);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('prescription.png is not a JPG, PNG or WebP image or a PDF document.');
  await expect(alert).toContainText('scan-large.png is 11 MB: each file must be 10 MB or smaller.');
  await expect(held(page)).toHaveCount(1);
  await expect(held(page)).toContainText('doctor-note.pdf');
  await expect(held(page)).toContainText('PDF');

  // The camera button asks for a photo from the back camera.
  const camera = page.locator('input[type=file][capture=environment]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
});

test('submit waits for a file, a pharmacy and an address, then stores the submission and confirms it', async ({
  page,
}) => {
  await openApp(page, '/prescriptions/upload');
  const submit = page.getByRole('button', { name: 'Submit Prescription' });
  await expect(submit).toBeDisabled();
  await choose(page, [png('rx-front.png', 20 * 1024), pdf('rx-back.pdf')]);
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: 'Bodija Pharmacy' }).click();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Delivery address').fill('12 Awolowo Avenue, Bodija, Ibadan');
  await page.getByLabel('Special instructions').fill('Blue gate opposite the mosque');
  await page.getByLabel('Preferred delivery time').selectOption('evening');
  await page.getByLabel('Contact number').fill('0803');
  await page.getByLabel('Contact number').blur();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Contact number').fill('0803 123 4567');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/prescriptions\/confirmation\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Submitted');
  const files = page.getByRole('list', { name: 'Submitted files' });
  await expect(files).toContainText('rx-front.png');
  await expect(files).toContainText('20 KB');
  await expect(files).toContainText('rx-back.pdf');
  const details = page.locator('dl');
  await expect(details).toContainText('Bodija Pharmacy');
  await expect(details).toContainText('12 Awolowo Avenue, Bodija, Ibadan');
  await expect(details).toContainText('Blue gate opposite the mosque');
  await expect(details).toContainText('Evening (4PM-8PM)');
  await expect(details).toContainText('0803 123 4567');
  // A guest's submission waits on the device for the outbox.
  await expect(page.getByTestId('submission-state')).toHaveText(
    /Waiting to upload|Waiting for you to sign in|Uploading|Sent to pharmacy/,
  );

  // The files themselves are kept as Blobs in IndexedDB.
  const id = new URL(page.url()).searchParams.get('id');
  const stored = await page.evaluate(
    (key) =>
      new Promise<{ sizes: number[]; blobs: boolean }>((resolve, reject) => {
        const open = indexedDB.open('magani');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction('prescriptions')
            .objectStore('prescriptions')
            .get(key as string);
          get.onsuccess = () => {
            const row = get.result as { files: { size: number; blobId: string }[] };
            // The bytes sit in the blobs table, written once; the row holds where they are.
            const blobs = open.result.transaction('blobs').objectStore('blobs').getAll();
            blobs.onsuccess = () => {
              const byId = new Map((blobs.result as { id: string; blob: Blob }[]).map((b) => [b.id, b.blob]));
              resolve({
                sizes: row.files.map((f) => byId.get(f.blobId)?.size ?? -1),
                blobs: row.files.every((f) => byId.get(f.blobId) instanceof Blob),
              });
            };
          };
        };
      }),
    id,
  );
  expect(stored.blobs).toBe(true);
  expect(stored.sizes[0]).toBe(20 * 1024);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Submitted');
  await expect(files).toContainText('rx-front.png');
});

test('the confirmation page without a known submission offers the upload', async ({ page }) => {
  await openApp(page, '/prescriptions/confirmation?id=nothing-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription not found');
  await expect(page.getByRole('link', { name: 'Upload Prescription' })).toHaveAttribute(
    'href',
    '/prescriptions/upload',
  );
});
