// Types for the local backend's programmatic API (the implementation is plain JS).

export interface LocalBackendOptions {
  /** Where PGlite keeps its files and storage keeps object bytes; omit for an in-memory backend. */
  dataDir?: string;
  /**
   * A PostgreSQL server to use instead of PGlite (postgresql://user@host:port/db). The database must
   * be empty or built by this backend before; the role must be allowed to `set role` to the API roles.
   */
  dbUrl?: string;
  /**
   * With `dbUrl`: the database is set up like a hosted project (tests/tools/hosted-db.mjs) and already
   * migrated by `supabase db push`. REST/RPC/Storage requests then connect as `authenticator`, auth as
   * `supabase_auth_admin`, Storage's bookkeeping as `supabase_storage_admin` (same URL, other user).
   */
  hostedRoles?: boolean;
  /**
   * Edge functions whose Deno process starts with the backend instead of on their first request
   * (`npm start` and `npm run backend` warm send-confirmation-email, so a registration does not wait).
   */
  warmFunctions?: string[];
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Inbox port; 0 picks a free one. Default 54324, or a free port when `port` is 0. */
  inboxPort?: number;
  /** Base of links in e-mails and the default redirect. Default: auth.site_url of config.toml. */
  siteUrl?: string;
  /** Extra fixed SMS codes, phone -> code, on top of [auth.sms.test_otp]. */
  smsTestOtp?: Record<string, string>;
  /** The Termii stand-in refuses SMS to this number (the hook then answers an error). Default +2348000000099. */
  failingPhone?: string;
  /** Hourly send limits; default [auth.rate_limit] email_sent / sms_sent of config.toml. */
  /**
   * Sends per hour; tokenVerifications per 5 minutes, per IP and per address; signInSignUps
   * (password sign-ins and sign-ups) per 5 minutes per IP. Defaults: [auth.rate_limit].
   */
  rateLimits?: { emailSent?: number; smsSent?: number; tokenVerifications?: number; signInSignUps?: number };
  /** Seconds between two recovery or magic-link e-mails to one address; default [auth.email] max_frequency. */
  emailMaxFrequencySeconds?: number;
  /** Lifetime of SMS codes; default 300. */
  smsOtpExpirySeconds?: number;
  /** Lifetime of e-mail codes and links; default [auth.email] otp_expiry. */
  emailOtpExpirySeconds?: number;
  /** Lifetime of access tokens; default [auth] jwt_expiry. */
  jwtExpirySeconds?: number;
  /** Port of the Paystack stand-in; default the API port + 6 (54327), or a free one when `port` is 0. */
  paystackPort?: number;
  /**
   * How often the queue's sender looks for due messages (it also runs right after each API call);
   * default 2000 ms, 0 for never (tests that act as a sender themselves).
   */
  senderIntervalMs?: number;
  /** Port of the Termii (SMS) stand-in; default the API port + 7 (54328), or a free one when `port` is 0. */
  termiiPort?: number;
  /** How long a stand-in bank transfer stays pending before it succeeds; default 5000 ms. */
  paystackTransferDelayMs?: number;
  /** How long a stand-in refund takes before refund.processed; default 500 ms. */
  paystackRefundDelayMs?: number;
  /** How long a stand-in transfer stays pending before its webhook (and a reversal after it); default 300 ms. */
  paystackPayoutDelayMs?: number;
}

export interface PaystackStandIn {
  url: string;
  /** The stand-in's secret key (made at each start); the payment functions get it as PAYSTACK_SECRET_KEY. */
  secretKey: string;
  transactions: Map<string, { reference: string; amount: number; currency: string; email: string; status: string; channels: string[] | null; callback_url: string | null; metadata: Record<string, unknown> | null }>;
  refunds: { id: number; reference: string; amount: number; status: string }[];
  /** Every webhook sent, with the status the webhook function answered. */
  deliveries: { event: string; reference: string; status: number; at: string }[];
  /** HMAC-SHA512 hex of a body with the secret key, as Paystack signs. */
  sign(body: string): string;
  /** Sends a transaction's charge.success again. */
  resend(reference: string): Promise<void>;
  /** Transfers by reference, as Paystack reports them. */
  transfers: Map<string, { reference: string; amount: number; recipient: string; reason: string | null; status: string; transfer_code: string }>;
  /** Account number -> the name Resolve Account Number answers (default `TEST ACCOUNT <last 4>`). */
  accountNames: Map<string, string>;
  /** The next transfers to this recipient fail, or succeed and are then reversed ('success' restores the default). */
  setTransferOutcome(recipientCode: string, outcome: 'success' | 'failed' | 'reversed', reason?: string): void;
  /** Sends a transfer's current webhook again. */
  resendTransfer(reference: string): Promise<void>;
}

export interface MessageProviders {
  /** The Termii stand-in's base URL (POST /api/sms/send). */
  termiiUrl: string;
  /** [auth.hook.send_sms]'s secret for this start ("v1,whsec_..."), for tests that sign a hook call. */
  smsHookSecret: string;
  /** The e-mail API stand-in's key (the functions get it as MAIL_API_KEY). */
  mailKey: string;
  state: {
    /** Every SMS Termii accepted. */
    sms: { to: string; from: string; sms: string; channel: string; messageId: string; at: string }[];
    /** Every e-mail request; delivered is false for a repeated Idempotency-Key. */
    mail: { key: string | null; to: string; subject: string; delivered: boolean }[];
    /** Make every SMS / e-mail fail with a 500 until set back to false. */
    smsDown: boolean;
    mailDown: boolean;
  };
}

/** A device of the push service's stand-in: what a browser's PushSubscription.toJSON() holds. */
export interface PushDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  /** The VAPID public key the sender signs with (the push-key function serves it to browsers). */
  vapidPublicKey: string;
  createDevice(): PushDevice;
  /** Device id -> its state; set `answer` to 404 or 410 to make the push service refuse it. */
  devices: Map<string, { id: string; answer: number }>;
  /** Every push the stand-in was sent; payload is the decrypted text when it was accepted (201). */
  received: { device: string; status: number; payload: string | null; bytes: number; ttl?: string; urgency?: string; topic?: string; error: string | null; at: string }[];
}

export interface InboxMessage {
  id: string;
  type: 'email' | 'sms';
  /** Lower-case e-mail address, or a phone number with a leading +. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  /** The one-time code the message carries, if any. */
  otp: string | null;
  createdAt: string;
}

export interface Inbox {
  /** Newest first. */
  list(filter?: { to?: string }): InboxMessage[];
  latest(to: string): InboxMessage | null;
  clear(): void;
}

export interface LocalBackend {
  url: string;
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  inbox: Inbox;
  /** Which database engine serves this backend. */
  engine: 'pglite' | 'postgres';
  /** True when the database (data dir, memory or server database) was created on this start. */
  fresh: boolean;
  /** What the start had to repair, e.g. a data folder left half-made by an interrupted first start. */
  notes: string[];
  startMs: number;
  /** SQL as the database owner, bypassing RLS: for tests that age a token or inspect a row. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  resetRateLimits(): void;
  paystack: PaystackStandIn;
  /** Runs the payment expiry and sends waiting refunds now. */
  runPaymentJobs(): Promise<void>;
  providers: MessageProviders;
  /** The push service's stand-in, on the inbox's port under /push/. */
  push: PushServiceStandIn;
  /** Runs the send-messages function now (as its timer would); errors are logged, not thrown. */
  sendMessages(): Promise<void>;
  /** Makes this week's payouts and sends them now; answers run_weekly_payouts' { week, payouts, amount_kobo }. */
  runWeeklyPayouts(): Promise<{ week: string; payouts: number; amount_kobo: number }>;
  stop(): Promise<void>;
}

export function startLocalBackend(options?: LocalBackendOptions): Promise<LocalBackend>;
