import { defineMessages } from '@/lib/i18n/i18n';

// Text of the shared components several areas show (their catalogue area is core).
export const shared = defineMessages({
  tryAgain: { id: 'core.try-again', message: 'Try again' },
  clearFilters: { id: 'core.filters.clear', message: 'Clear filters' },
  savedCopy: { id: 'core.saved-copy', message: 'Offline: showing the state saved {when}.' },
  quickActions: { id: 'core.quick-actions', message: 'Quick Actions' },
  pages: { id: 'core.pager.pages', message: 'Pages' },
  page: { id: 'core.pager.page', message: 'Page' },
  previousPage: { id: 'core.pager.previous', message: 'Previous page' },
  nextPage: { id: 'core.pager.next', message: 'Next page' },
  ofPages: { id: 'core.pager.of', message: 'of {pages}' },
  pageOf: { id: 'core.pager.page-of', message: 'Page {page} of {pages}' },
  loadingAccount: { id: 'core.account.loading', message: 'Loading your account' },
  accountFailed: { id: 'core.account.failed', message: 'We could not load your account. Check your connection and try again.' },
  liveConnecting: { id: 'core.live.connecting', message: 'Connecting…' },
  liveLive: { id: 'core.live.live', message: 'Live: updates by themselves' },
  liveReconnecting: { id: 'core.live.reconnecting', message: 'Connection lost: trying again…' },
  livePaused: { id: 'core.live.paused', message: 'Paused while the page is hidden' },
});
