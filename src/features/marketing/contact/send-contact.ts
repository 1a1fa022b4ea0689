// Sends a contact message through the outbox (loaded on submit, so the page itself stays small).
import { loadSync } from '@/lib/pwa/start';
import type { ContactMessage } from '@/features/marketing/contact/contact-schema';
// Loaded with this module (prefetched while the form is open), so a message written offline
// does not depend on fetching the job's code later.
import '@/features/marketing/contact/contact-job';

export type ContactOutcome = { status: 'sent' } | { status: 'queued'; whenSent: Promise<boolean> } | { status: 'failed'; error: string };

export async function sendContactMessage(message: ContactMessage): Promise<ContactOutcome> {
  await loadSync();
  const { submitJob, settledJob } = await import('@/lib/sync/outbox');
  const clientId = crypto.randomUUID();
  const sent = await submitJob({ kind: 'contact-message', label: `Message to support: ${message.subject}`, input: { ...message, clientId }, id: clientId });
  if (sent.status === 'done') return { status: 'sent' };
  if (sent.status === 'failed') return { status: 'failed', error: sent.error };
  return { status: 'queued', whenSent: settledJob(sent.id).then((job) => job?.state === 'done') };
}
