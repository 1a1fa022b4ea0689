import { translate, type Message } from '@/lib/i18n/i18n';
import { OrderError } from '@/lib/orders/api';
import { rider } from '@/features/dashboard/rider/rider.messages';

// The database's refusals to a rider carry a hint naming the reason; those read in the chosen
// language. Anything else (an unexpected error) shows as the server wrote it.
const byHint: Record<string, Message> = {
  offline: rider.acceptOffline,
  not_found: rider.acceptGone,
  taken: rider.acceptTaken,
  code_locked: rider.codeLocked,
  wrong_state: rider.movedOn,
};

/** The text of a failed rider action, or `fallback` when the error carries none. */
export function refusalText(error: unknown, fallback: Message): string {
  if (error instanceof OrderError && error.hint && byHint[error.hint]) return translate(byHint[error.hint]!);
  return error instanceof Error ? error.message : translate(fallback);
}
