import { expect, test } from '@playwright/test';
import { serviceClient, signInAs } from './support/auth';
import { openHydrated, waitForOfflineReady } from './offline-support';

// A contact message is stored before the page says so; one written offline goes once back online,
// and the admin reads it on the Security page.
const success = "Message sent successfully! We'll get back to you soon.";

async function fill(page: import('@playwright/test').Page, subject: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Chioma Obi');
  await page.getByRole('textbox', { name: 'Email address' }).fill('chioma@example.ng');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('When will my order arrive in Enugu?');
}

test('a message written offline is sent once back online, and the admin reads it', async ({ page, context, browser }) => {
  const subject = `Offline question ${Date.now()}`;
  await openHydrated(page, '/contact');
  // The app is kept on the phone (service worker installed), as it is after any first visit.
  await waitForOfflineReady(page);
  const status = page.getByRole('form', { name: 'Send us a message' }).getByRole('status');
  await context.setOffline(true);
  await fill(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(status).toContainText("You're offline. Your message is saved and will be sent as soon as you're back online.");
  await expect(status).not.toContainText(success);
  expect((await serviceClient().from('contact_messages').select('id').eq('subject', subject)).data).toEqual([]);

  await context.setOffline(false);
  await expect(status).toContainText(success, { timeout: 30_000 });
  const { data } = await serviceClient().from('contact_messages').select('name,email,message').eq('subject', subject);
  expect(data).toEqual([{ name: 'Chioma Obi', email: 'chioma@example.ng', message: 'When will my order arrive in Enugu?' }]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin/security');
  await expect(admin.getByText(subject)).toBeVisible();
  await adminContext.close();
});
