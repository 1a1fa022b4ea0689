// The Docker-free local Supabase: one HTTP server for /auth/v1, /rest/v1,
// /storage/v1 and /functions/v1 on the API port, and the inbox on its own port.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleAuth } from './auth.mjs';
import { loadConfig } from './config.mjs';
import { openDatabase } from './db.mjs';
import { createDenoFunctions } from './deno-functions.mjs';
import { handleFunctions } from './functions.mjs';
import { createPaystackStandIn } from './paystack.mjs';
import { startPaymentTimers } from './payment-timers.mjs';
import { applyCors, HttpError, sendJson } from './http.mjs';
import { createInbox, createInboxServer } from './inbox.mjs';
import { newHookSecret } from './auth-sms-hook.mjs';
import { createLocalSender } from './outgoing.mjs';
import { createMessageProviders } from './providers.mjs';
import { createPushService, newVapidKeys } from './push-service.mjs';
import { ANON_KEY, SERVICE_ROLE_KEY } from './jwt.mjs';
import { createSendLimiter } from './ratelimit.mjs';
import { handleRest } from './rest.mjs';
import { handleStorage } from './storage.mjs';
import { createFileStore } from './storage-files.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));

const ROUTES = [
  ['/auth/v1', handleAuth],
  ['/rest/v1', handleRest],
  ['/storage/v1', handleStorage],
  ['/functions/v1', handleFunctions],
];

/** @param {import('./server.d.mts').LocalBackendOptions} [options] */
export async function startLocalBackend(options = {}) {
  const started = Date.now();
  const port = options.port ?? 54321;
  const config = loadConfig(SUPABASE_DIR, {
    port,
    inboxPort: options.inboxPort ?? (port === 0 ? 0 : undefined),
    siteUrl: options.siteUrl,
    smsTestOtp: options.smsTestOtp,
    failingPhone: options.failingPhone,
    rateLimits: options.rateLimits,
    smsOtpExpiry: options.smsOtpExpirySeconds,
    emailOtpExpiry: options.emailOtpExpirySeconds,
    jwtExpiry: options.jwtExpirySeconds,
    emailMaxFrequency: options.emailMaxFrequencySeconds,
    smsHookSecret: newHookSecret(),
  });
  const { pg, engine, fresh, notes, cacheTemplate } = await openDatabase({
    dataDir: options.dataDir,
    dbUrl: options.dbUrl,
    hostedRoles: options.hostedRoles,
    supabaseDir: SUPABASE_DIR,
  });
  const inbox = createInbox();
  let apiUrl = '';
  const paystack = createPaystackStandIn({
    webhookUrl: () => `${apiUrl}/functions/v1/paystack-webhook`,
    transferDelayMs: options.paystackTransferDelayMs,
    refundDelayMs: options.paystackRefundDelayMs,
    payoutDelayMs: options.paystackPayoutDelayMs,
  });
  const providers = createMessageProviders({ inbox, failingPhones: [config.failingPhone] });
  let inboxUrl = '';
  let termiiUrl = '';
  // The project's VAPID keys: made at each start (a hosted project sets them as secrets once).
  const vapid = newVapidKeys();
  const pushService = createPushService({ baseUrl: () => inboxUrl, vapidPublicKey: vapid.publicKey });
  const deno = createDenoFunctions({
    functionsDir: join(SUPABASE_DIR, 'functions'),
    env: () => ({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SITE_URL: config.siteUrl,
      MAIL_API_URL: `${inboxUrl}/api/emails`,
      MAIL_API_KEY: providers.mailKey,
      TERMII_BASE_URL: termiiUrl,
      TERMII_API_KEY: providers.termiiKey,
      TERMII_SENDER_ID: 'Magani',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:support@magani.test',
      // Pushes go to browsers' push services only; locally also to the stand-in on the inbox's port.
      PUSH_ENDPOINT_ORIGINS: inboxUrl,
      SEND_SMS_HOOK_SECRETS: config.smsHook?.secret ?? '',
      MAIL_FROM: 'Magani Health <no-reply@magani.test>',
      PAYMENT_RETURN_ORIGINS: 'http://127.0.0.1:*,http://localhost:*',
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    }),
  });
  const ctx = {
    deno,
    pg,
    config,
    inbox,
    supabaseDir: SUPABASE_DIR,
    serviceRoleKey: SERVICE_ROLE_KEY,
    limiter: createSendLimiter(config.rateLimits),
    files: createFileStore(options.dataDir ? join(options.dataDir, 'storage') : undefined),
    apiUrl: () => apiUrl,
    sender: /** @type {ReturnType<typeof createLocalSender> | null} */ (null),
  };

  // Auth and Storage connect as their own roles when the database is set up like a hosted project.
  const ctxFor = new Map([
    [handleAuth, pg.auth ? { ...ctx, pg: pg.auth } : ctx],
    [handleStorage, pg.storage ? { ...ctx, pg: Object.assign(Object.create(pg.storage), { api: pg.api }) } : ctx],
  ]);

  const api = createServer((req, res) => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = ROUTES.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (!route) return sendJson(res, 404, { message: 'no Route matched with those values' });
    route[1](ctxFor.get(route[1]) ?? ctx, req, res, url).catch((err) => fail(res, err));
  });
  const inboxServer = createInboxServer(inbox, config, providers.handleMail, pushService.handle);
  let apiPort;
  let inboxPort;
  try {
    apiPort = await listen(api, config.port);
    inboxPort = await listen(inboxServer, config.inboxPort);
    // Paystack's stand-in: 6 above the API port (54327 by default), or a free one.
    const paystackPort = await listen(paystack.server, options.paystackPort ?? (config.port === 0 ? 0 : apiPort + 6));
    paystack.setBaseUrl(`http://127.0.0.1:${paystackPort}`);
    // Termii's stand-in: 7 above the API port (54328 by default), or a free one.
    const termiiPort = await listen(providers.termii, options.termiiPort ?? (config.port === 0 ? 0 : apiPort + 7));
    termiiUrl = `http://127.0.0.1:${termiiPort}`;
  } catch (err) {
    await Promise.all([close(api), close(inboxServer), close(paystack.server), close(providers.termii)]);
    await pg.close();
    throw err;
  }
  apiUrl = `http://127.0.0.1:${apiPort}`;
  inboxUrl = `http://127.0.0.1:${inboxPort}`;
  const sender = createLocalSender({ pg, deno, serviceRoleKey: SERVICE_ROLE_KEY, everyMs: options.senderIntervalMs });
  ctx.sender = sender;
  const timers = startPaymentTimers({ pg, serviceRoleKey: SERVICE_ROLE_KEY, apiUrl: () => apiUrl });
  for (const name of options.warmFunctions ?? []) if (deno.exists(name)) deno.warm(name);
  const startMs = Date.now() - started;
  const templating = cacheTemplate();

  return {
    url: apiUrl,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    inbox,
    engine,
    fresh,
    notes,
    startMs,
    /** Runs SQL as the database owner, for tests that need to age a token or inspect a row. */
    sql: async (query, params = []) => (await pg.query(query, params)).rows,
    resetRateLimits: () => ctx.limiter.reset(),
    paystack: {
      url: paystack.url,
      secretKey: paystack.secretKey,
      transactions: paystack.transactions,
      refunds: paystack.refunds,
      deliveries: paystack.deliveries,
      sign: paystack.sign,
      resend: paystack.resend,
      transfers: paystack.transfers,
      accountNames: paystack.accountNames,
      setTransferOutcome: paystack.setTransferOutcome,
      resendTransfer: paystack.resendTransfer,
    },
    /** The message providers' stand-ins: what Termii and the e-mail API were asked, and switches to make them fail. */
    providers: { termiiUrl, state: providers.state, smsHookSecret: config.smsHook?.secret ?? '', mailKey: providers.mailKey },
    /** The push service's stand-in (on the inbox's port): make devices, read what they were sent. */
    push: { vapidPublicKey: vapid.publicKey, createDevice: pushService.createDevice, devices: pushService.devices, received: pushService.received },
    /** Runs the queue's sender now instead of on its next tick. */
    sendMessages: () => sender.sendNow(),
    /** Runs the 30-minute expiry and sends waiting refunds now instead of on the next tick. */
    runPaymentJobs: () => timers.runNow(),
    /** Makes this week's payouts (public.run_weekly_payouts) and sends them through payouts-send now. */
    runWeeklyPayouts: () => timers.runWeeklyPayouts(),
    async stop() {
      await timers.stop();
      await sender.stop();
      paystack.stop();
      await deno.stop();
      await Promise.all([close(api), close(inboxServer), close(paystack.server), close(providers.termii), templating]);
      await pg.close();
    },
  };
}

function fail(res, err) {
  if (res.headersSent) return void res.destroy();
  if (err instanceof HttpError) return sendJson(res, err.status, err.body, err.headers ?? {});
  console.error('[local backend]', err);
  sendJson(res, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error', message: 'Internal server error' });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    });
  });
}

function close(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve(undefined));
  });
}
