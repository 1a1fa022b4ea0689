// A contact message as an outbox job: sent at once when online, kept and sent later when not.
// client_id is fixed when the job is made, so a retry after a lost answer stores it only once.
import { loadSupabase } from '@/lib/auth/client';
import type { JobKind } from '@/lib/sync/registry';
import type { ContactMessage } from '@/features/marketing/contact/contact-schema';

export type ContactJobInput = ContactMessage & { clientId: string };

const contactJob: JobKind<ContactJobInput> = {
  kind: 'contact-message',
  steps: [
    {
      name: 'send',
      async run(input) {
        const supabase = await loadSupabase();
        const { error, status } = await supabase.from('contact_messages').insert({
          client_id: input.clientId,
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
        });
        // Already stored by an earlier try whose answer was lost.
        if (error?.code === '23505') return { stored: true };
        if (error) throw Object.assign(new Error(error.message), { status: status || undefined, code: error.code });
        return { stored: true };
      },
    },
  ],
};

export default contactJob;
