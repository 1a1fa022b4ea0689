// The call in the consultation room between two browser contexts, with Chromium's fake microphone
// and camera: it connects for both, sound (and the doctor's video) actually arrives, hanging up
// ends it on both sides, and a refused microphone or nobody joining leaves the room saying what to
// do, chat usable.
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAs, signInAsAccount } from './support/auth';
import { bookedConsultation } from './support/consultations';
import { openApp } from './patient-support';
import { axeViolations } from './support/axe';
import { layoutProblems } from './support/layout';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'];
test.use({
  launchOptions: {
    executablePath,
    args: [...baseArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const CONNECT = { timeout: 25_000 };

// Each test's browser contexts are closed after it, so that no room of an earlier test keeps
// polling (or holding a call) beside the next one.
let contexts: BrowserContext[] = [];
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});
const callOf = (page: Page) => page.getByRole('region', { name: 'Call' });

async function openRooms(browser: Browser, { id, email }: { id: string; email: string }) {
  const patient = await newPage(browser);
  const doctor = await newPage(browser);
  await signInAsAccount(patient, email);
  await signInAs(doctor, 'doctor');
  await openApp(patient, `/consultations/room/${id}`);
  await openApp(doctor, `/consultations/room/${id}`);
  await expect(callOf(patient).getByRole('status')).toHaveText('Not in a call.');
  await expect(callOf(doctor).getByRole('status')).toHaveText('Not in a call.');
  return { patient, doctor };
}

/** True once the named element plays a live audio track that carries sound (the fake microphone's tone). */
const hearing = (page: Page, label: string) =>
  expect.poll(() => page.getByLabel(label).evaluate(async (el) => {
    const stream = (el as HTMLMediaElement).srcObject as MediaStream | null;
    if (!stream?.getAudioTracks().some((t) => t.readyState === 'live')) return false;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    ctx.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let loudest = 0;
    for (let i = 0; i < 30; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      analyser.getFloatTimeDomainData(samples);
      for (const v of samples) loudest = Math.max(loudest, Math.abs(v));
    }
    await ctx.close();
    return loudest > 0.01;
  }), CONNECT);

/** True once the named video element shows decoded frames of a live track. */
const seeing = (page: Page, label: string) =>
  expect.poll(() => page.getByLabel(label).evaluate((el) => {
    const stream = (el as HTMLVideoElement).srcObject as MediaStream | null;
    return Boolean(stream?.getVideoTracks().some((t) => t.readyState === 'live')) && (el as HTMLVideoElement).videoWidth > 0;
  }), CONNECT);

test('patient calls, the doctor joins: both connected, sound and video arrive, hanging up ends it for both', async ({ browser }) => {
  test.setTimeout(120_000);
  const { patient, doctor } = await openRooms(browser, await bookedConsultation());

  await callOf(patient).getByRole('button', { name: 'Start call' }).click();
  await expect(callOf(patient).getByRole('status')).toHaveText('Calling Dr. Chidi Okafor… waiting for them to join.');
  await expect(callOf(doctor).getByRole('status')).toHaveText('Ada Patient is calling you.');
  await callOf(doctor).getByRole('button', { name: 'Join call' }).click();
  await expect(callOf(patient).getByRole('status')).toHaveText('Connected', CONNECT);
  await expect(callOf(doctor).getByRole('status')).toHaveText('Connected', CONNECT);
  await hearing(patient, "Dr. Chidi Okafor's voice").toBe(true);
  await hearing(doctor, "Ada Patient's voice").toBe(true);

  // Audio first: no video until a side turns its camera on.
  await expect(patient.getByLabel("Dr. Chidi Okafor's camera")).toBeHidden();
  await callOf(doctor).getByRole('button', { name: 'Turn camera on' }).click();
  await expect(callOf(doctor).getByRole('button', { name: 'Turn camera off' })).toBeVisible();
  await expect(patient.getByLabel("Dr. Chidi Okafor's camera")).toBeVisible(CONNECT);
  await seeing(patient, "Dr. Chidi Okafor's camera").toBe(true);
  // In a call with video on both screens, a 320 px phone still fits and every control is named.
  await callOf(patient).getByRole('button', { name: 'Turn camera on' }).click();
  await expect(patient.getByLabel('Your camera')).toBeVisible();
  for (const page of [patient, doctor]) {
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }

  await callOf(patient).getByRole('button', { name: 'Mute' }).click();
  await expect(callOf(patient).getByRole('status')).toHaveText('Connected. Your microphone is muted.');
  await hearing(doctor, "Ada Patient's voice").toBe(false);

  await callOf(patient).getByRole('button', { name: 'Hang up' }).click();
  await expect(callOf(patient).getByRole('status')).toHaveText('Not in a call.');
  await expect(callOf(patient)).toContainText('You ended the call.');
  await expect(callOf(doctor).getByRole('status')).toHaveText('Not in a call.', CONNECT);
  await expect(callOf(doctor)).toContainText('Ada Patient ended the call.');
  await expect(doctor.getByLabel("Ada Patient's voice")).toHaveCount(0);
});

test('both press Start call at once: the call still connects', async ({ browser }) => {
  test.setTimeout(120_000);
  const { patient, doctor } = await openRooms(browser, await bookedConsultation());
  await Promise.all([
    callOf(patient).getByRole('button', { name: 'Start call' }).click(),
    callOf(doctor).getByRole('button', { name: 'Start call' }).click(),
  ]);
  await expect(callOf(patient).getByRole('status')).toHaveText('Connected', CONNECT);
  await expect(callOf(doctor).getByRole('status')).toHaveText('Connected', CONNECT);
  await hearing(patient, "Dr. Chidi Okafor's voice").toBe(true);
  await hearing(doctor, "Ada Patient's voice").toBe(true);
  await callOf(doctor).getByRole('button', { name: 'Hang up' }).click();
  await expect(callOf(patient)).toContainText('Dr. Chidi Okafor ended the call.', CONNECT);
});

test('a refused microphone: the room says how to allow it, and chat keeps working', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const { id, email } = await bookedConsultation();
  // A browser that refuses every permission request, as when the person pressed Block.
  const refusing = await chromium.launch({ executablePath, args: [...baseArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
  try {
    const page = await (await refusing.newContext({ baseURL })).newPage();
    await signInAsAccount(page, email);
    await openApp(page, `/consultations/room/${id}`);
    await callOf(page).getByRole('button', { name: 'Start call' }).click();
    await expect(callOf(page).getByRole('alert')).toContainText("Your microphone is blocked: allow it in the browser's site settings");
    await expect(callOf(page).getByRole('status')).toHaveText('Not in a call.');
    await expect(callOf(page).getByRole('button', { name: 'Start call' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Message' }).fill('My microphone does not work, can we chat?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('You: My microphone does not work, can we chat?');
    await expect(page.getByRole('list', { name: 'Messages' })).not.toContainText('waiting to send', { timeout: 10_000 });
  } finally {
    await refusing.close();
  }
});

test('offline, or nobody joins within 30 s: the caller is told so, and the call does not ring for someone arriving later', async ({ browser }) => {
  test.setTimeout(120_000);
  const { id, email } = await bookedConsultation();
  const patient = await newPage(browser);
  await signInAsAccount(patient, email);
  await openApp(patient, `/consultations/room/${id}`);
  await expect(callOf(patient).getByRole('status')).toHaveText('Not in a call.');
  // Offline, the call does not pretend to ring.
  await patient.context().setOffline(true);
  await callOf(patient).getByRole('button', { name: 'Start call' }).click();
  await expect(callOf(patient).getByRole('alert')).toContainText('You are offline: a call needs a connection.');
  await expect(callOf(patient).getByRole('status')).toHaveText('Not in a call.');
  await patient.context().setOffline(false);

  await callOf(patient).getByRole('button', { name: 'Start call' }).click();
  await expect(callOf(patient).getByRole('status')).toHaveText('Calling Dr. Chidi Okafor… waiting for them to join.');
  await expect(callOf(patient)).toContainText('Dr. Chidi Okafor did not join the call. Keep chatting here, or try again later.', { timeout: 40_000 });
  await expect(callOf(patient).getByRole('status')).toHaveText('Not in a call.');

  // The doctor opens the room afterwards: the ended call's offer and hang-up are replayed, nothing rings.
  const doctor = await newPage(browser);
  await signInAs(doctor, 'doctor');
  await openApp(doctor, `/consultations/room/${id}`);
  await expect(doctor.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(callOf(doctor).getByRole('status')).toHaveText('Not in a call.');
  await expect(callOf(doctor).getByRole('button', { name: 'Start call' })).toBeVisible();
});
