import { defineMessages } from '@/lib/i18n/i18n';

// The rider's earnings page heading (the rest of the page is shared with the other payees).
export const riderEarnings = defineMessages({
  title: { id: 'rider.earnings.title', message: 'Earnings' },
  intro: { id: 'rider.earnings.intro', message: "Your share of each delivered order's delivery fee, paid weekly to your bank account." },
});
