import { defineMessages } from '@/lib/i18n/i18n';

// The logistics provider's dashboard (/dashboard/logistics).
export const logisticsDashboardMessages = defineMessages({
  title: { id: 'account.logistics-dashboard.title', message: 'Logistics Dashboard' },
  upgrade: { id: 'account.logistics-dashboard.upgrade', message: 'Upgrade Tier' },
  upgradeText: { id: 'account.logistics-dashboard.upgrade-text', message: 'More vehicles with your papers' },
  track: { id: 'account.logistics-dashboard.track', message: 'Track Order' },
  trackText: { id: 'account.logistics-dashboard.track-text', message: 'Follow a delivery' },
  noRecord: { id: 'account.logistics-dashboard.no-record', message: 'This account has no logistics provider record yet.' },
  signInPhone: { id: 'account.logistics-dashboard.sign-in-phone', message: 'Please sign in with your phone number.' },
  becomeProvider: { id: 'account.logistics-dashboard.become', message: 'Become a provider' },
  signIn: { id: 'account.logistics-dashboard.sign-in', message: 'Sign in' },
  signUpText: { id: 'account.logistics-dashboard.sign-up-text', message: 'Sign up as a Tier 1 provider to take deliveries.' },
  signInText: { id: 'account.logistics-dashboard.sign-in-text', message: 'Providers sign in with the phone number they signed up with.' },
  goToSignup: { id: 'account.logistics-dashboard.go-signup', message: 'Go to Signup' },
  subtitle: { id: 'account.logistics-dashboard.subtitle', message: '{name} · Tier {tier} provider' },
  tier: { id: 'account.logistics-dashboard.tier', message: 'Tier' },
  vehicles: { id: 'account.logistics-dashboard.vehicles', message: 'Vehicles allowed' },
  status: { id: 'account.logistics-dashboard.status', message: 'Status' },
  active: { id: 'account.logistics-dashboard.active', message: 'Active' },
  since: { id: 'account.logistics-dashboard.since', message: 'Provider since' },
  deliveries: { id: 'account.logistics-dashboard.deliveries', message: 'Deliveries' },
  noDeliveries: { id: 'account.logistics-dashboard.no-deliveries', message: 'No deliveries yet. Jobs from pharmacies near you will appear here.' },
  details: { id: 'account.logistics-dashboard.details', message: 'Your details' },
});
