import { PendingIndicator } from '@/lib/pwa/ui/PendingIndicator';
import { InstallAppButton } from '@/lib/pwa/ui/InstallAppButton';

/** Header actions that depend on the outbox and the install prompt, loaded after hydration. */
export default function HeaderExtras() {
  return (
    <>
      <PendingIndicator />
      <InstallAppButton />
    </>
  );
}
