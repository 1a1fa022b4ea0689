import { createFileRoute, redirect } from '@tanstack/react-router';

// The short address printed on receipts and in the footer.
export const Route = createFileRoute('/track')({
  beforeLoad: () => {
    throw redirect({ to: '/orders/track', replace: true });
  },
});
