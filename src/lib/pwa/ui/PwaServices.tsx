import { UpdateNotice } from '@/lib/pwa/ui/UpdateNotice';
import { SessionBridge } from '@/lib/pwa/ui/SessionBridge';
import { SignOutConfirm } from '@/lib/pwa/ui/SignOutConfirm';

/** The shell's offline-first services, loaded as one chunk after the page is interactive. */
export default function PwaServices() {
  return (
    <>
      <UpdateNotice />
      <SessionBridge />
      <SignOutConfirm />
    </>
  );
}
