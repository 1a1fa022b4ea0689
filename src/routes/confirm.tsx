import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ConfirmPage } from '@/features/auth/confirm/ConfirmPage';

// The token is read from the raw query string: the router's search parser would turn a hex token
// such as "12e4…" into a number.
export const Route = createFileRoute('/confirm')({
  staticData: { title: 'Confirm Your Email | Magani Health', hideFooter: true },
  component: function Confirm() {
    const token = useLocation({ select: (l) => new URLSearchParams(l.searchStr).get('token')?.trim() || undefined });
    return <ConfirmPage token={token} />;
  },
});
