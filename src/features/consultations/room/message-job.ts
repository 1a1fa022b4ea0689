// The outbox job that sends one chat message. Its client id is made on the device when the message
// is typed, so however many times a lost connection makes it try again, the room holds it once.
import { getSupabase } from '@/lib/supabase';
import { OrderError } from '@/lib/orders/api';
import { sendMessage } from '@/lib/consultations/room';
import { BlockedError, PermanentError } from '@/lib/sync/errors';
import type { JobKind, StepContext } from '@/lib/sync/registry';

export interface ChatMessageInput {
  consultationId: string;
  body: string;
  clientId: string;
}

async function send(input: ChatMessageInput, ctx: StepContext): Promise<number> {
  const { data } = await getSupabase().auth.getSession();
  const user = data.session?.user;
  if (!user || user.id !== ctx.owner) throw new BlockedError('Waiting for the account that wrote it to sign in.');
  try {
    return await sendMessage(input.consultationId, input.body, input.clientId);
  } catch (err) {
    // The room answered and refused (the consultation was cancelled, or is not this person's).
    if (err instanceof OrderError) throw new PermanentError(err.message);
    throw err;
  }
}

const chatMessageJob: JobKind<ChatMessageInput> = {
  kind: 'consultation-message',
  steps: [{ name: 'send', run: send }],
};

export default chatMessageJob;
