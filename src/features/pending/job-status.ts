import type { OutboxJob } from '@/lib/db';
import { formatDateTime, formatTime } from '@/lib/format';

/** `text` darkens the label where shade 9 of the tint falls below 4.5:1 (orange). */
export type StatusView = { label: string; color: string; text?: string; detail?: string };

/** How one job's state reads in the Pending view. */
export function statusOf(job: OutboxJob, online: boolean, now = Date.now()): StatusView {
  switch (job.state) {
    case 'queued':
      return { label: online ? 'Sending soon' : 'Waiting for connection', color: 'gray' };
    case 'running':
      return { label: 'Sending…', color: 'blue' };
    case 'waiting-retry':
      return {
        label: online ? 'Will try again' : 'Waiting for connection',
        color: 'orange',
        text: '#8a3300',
        detail: online && job.nextAttemptAt > now ? `Next try at ${formatTime(job.nextAttemptAt)}` : undefined,
      };
    case 'blocked':
      return { label: 'Waiting for sign-in', color: 'grape' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'done':
      return { label: 'Sent', color: 'magani', detail: `Sent ${formatDateTime(job.updatedAt)}` };
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
export const kindNotes: Record<string, string> = {
  'send-otp':
    'We will text your code as soon as this is sent. The code can only be checked while you are online.',
  'sign-in': "We'll sign you in as soon as you're back online.",
  prescription: 'Your files stay on this phone until they have been sent.',
};
