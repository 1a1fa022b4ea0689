import type { OutboxJob } from '@/lib/db';
import { formatDateTime, formatTime } from '@/lib/format';
import { translate, type Message } from '@/lib/i18n/i18n';
import { pendingMessages as m } from '@/features/pending/pending.messages';

/** `text` darkens the label where shade 9 of the tint falls below 4.5:1 (orange). */
export type StatusView = { label: string; color: string; text?: string; detail?: string };

/** How one job's state reads in the Pending view, in the language of the moment. */
export function statusOf(job: OutboxJob, online: boolean, now = Date.now()): StatusView {
  switch (job.state) {
    case 'queued':
      return { label: translate(online ? m.sendingSoon : m.waitingConnection), color: 'gray' };
    case 'running':
      return { label: translate(m.sending), color: 'blue' };
    case 'waiting-retry':
      return {
        label: translate(online ? m.willTryAgain : m.waitingConnection),
        color: 'orange',
        text: '#8a3300',
        detail: online && job.nextAttemptAt > now ? translate(m.nextTry, { time: formatTime(job.nextAttemptAt) }) : undefined,
      };
    case 'blocked':
      return { label: translate(m.waitingForSignIn), color: 'grape' };
    case 'failed':
      return { label: translate(m.failed), color: 'red' };
    case 'done':
      return { label: translate(m.sentStatus), color: 'magani', detail: translate(m.sentAt, { when: formatDateTime(job.updatedAt) }) };
    default:
      return { label: job.state, color: 'gray' };
  }
}

/** Jobs still to send or needing the user come first (oldest first), then the recently sent. */
export function splitJobs(jobs: OutboxJob[]): { waiting: OutboxJob[]; sent: OutboxJob[] } {
  const byAge = [...jobs].sort((a, b) => a.createdAt - b.createdAt);
  return {
    waiting: byAge.filter((j) => j.state !== 'done' && j.state !== 'cancelled'),
    sent: byAge.filter((j) => j.state === 'done').reverse(),
  };
}

/** What the user should know about a kind of job while it waits. */
export const kindNotes: Record<string, Message> = {
  'send-otp': m.noteCode,
  'sign-in': m.noteSignIn,
  prescription: m.notePrescription,
};
