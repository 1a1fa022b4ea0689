import type { OutboxJob } from '@/lib/db';

/** What a step gets besides the job input: earlier steps' results and who the job belongs to. */
export interface StepContext {
  jobId: string;
  owner: string;
  checkpoints: Readonly<Record<string, unknown>>;
  /** Aborted when the job must stop at once (its account signed out): stop sending, clean up. */
  signal: AbortSignal;
  /** A side-effect step that started before without its answer being recorded: this is a repeat. */
  repeat?: boolean;
}

/**
 * One idempotent server call. Its result is stored as the step's checkpoint, so a retry skips it.
 * `releasesSecrets`: once this step has succeeded the job's secrets (passwords) are deleted.
 */
export interface JobStep<Input = Record<string, unknown>> {
  name: string;
  run: (input: Input, ctx: StepContext) => Promise<unknown>;
  releasesSecrets?: boolean;
  /** Longest a single attempt may take before it counts as a network failure (default 60 s). */
  timeoutMs?: number;
  /**
   * The step does something outside the database (sends an SMS code, an e-mail). A slow answer is
   * waited for instead of being abandoned and tried again, which would send a second code.
   */
  sideEffect?: boolean;
}

export interface JobKind<Input = Record<string, unknown>> {
  kind: string;
  steps: JobStep<Input>[];
  /** Input fields that are encrypted at rest and never written to the job row. */
  secretFields?: string[];
  /** Called after every state change (outside any transaction), e.g. to mirror state elsewhere. */
  onChange?: (job: OutboxJob) => Promise<void> | void;
  /**
   * A guest's job of this kind waits for a sign-in (its steps throw BlockedError) and then belongs
   * to whoever signs in, e.g. a prescription submitted before signing in.
   */
  claimOnSignIn?: boolean;
  /**
   * The server said the job's token expired: get a new one (whatever the device clock says) so the
   * step can be tried again at once. Throws when the job's credentials are gone.
   */
  renewSession?: (input: Input, ctx: StepContext) => Promise<void>;
  /**
   * Called after a guest's job became the account's at sign-in (claimOnSignIn), with the job as it is
   * now, so the rows the screen wrote beside it can follow it to the account.
   */
  onClaimed?: (job: OutboxJob) => Promise<void>;
  /** Called when a running job was stopped (its account signed out), to undo what it had sent. */
  onStopped?: (job: OutboxJob) => Promise<void>;
  /** Called when the user cancels the job. */
  onCancel?: (job: OutboxJob) => Promise<void> | void;
}

type Loader = () => Promise<{ default: JobKind<never> } | JobKind<never>>;

const loaders = new Map<string, Loader>();
const loaded = new Map<string, JobKind>();

/**
 * Job kinds register a loader so that their code (and supabase-js) is fetched only when a job of
 * that kind actually runs.
 */
export function registerJobKind(kind: string, load: Loader | JobKind<never>) {
  if (typeof load === 'function') loaders.set(kind, load);
  else {
    loaded.set(kind, load as unknown as JobKind);
    loaders.set(kind, async () => load);
  }
}

export async function getJobKind(kind: string): Promise<JobKind | undefined> {
  const cached = loaded.get(kind);
  if (cached) return cached;
  const load = loaders.get(kind);
  if (!load) return undefined;
  const mod = await load();
  const def = ('default' in mod ? mod.default : mod) as unknown as JobKind;
  loaded.set(kind, def);
  return def;
}

export function hasJobKind(kind: string): boolean {
  return loaders.has(kind);
}

/** For tests. */
export function clearJobKinds() {
  loaders.clear();
  loaded.clear();
}
