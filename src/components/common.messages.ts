import { defineMessages } from '@/lib/i18n/i18n';

// Text of the shared list and loading components (LoadFailed, RemoteView, FilterForm, Pager,
// SavedCopyNotice): every staff and patient area shows them, so they are in the core catalogue.
// `{what}` is a phrase the screen translates itself ("the alerts").
export const common = defineMessages({
  loadFailed: { id: 'common.load-failed', message: 'We could not load {what}. Check your connection and try again.' },
  tryAgain: { id: 'common.try-again', message: 'Try again' },
  loading: { id: 'common.loading-what', message: 'Loading {what}…' },
  refreshFailed: { id: 'common.refresh-failed', message: 'We could not refresh {what}; these figures may be out of date.' },
  savedCopy: { id: 'common.saved-copy', message: 'Offline: showing the state saved {when}.' },
  showing: { id: 'common.filter.showing', message: 'Showing {shown} of {total} {noun}' },
  clearFilters: { id: 'common.filter.clear', message: 'Clear filters' },
  pages: { id: 'common.pager.pages', message: 'Pages' },
  page: { id: 'common.pager.page', message: 'Page' },
  previousPage: { id: 'common.pager.previous', message: 'Previous page' },
  nextPage: { id: 'common.pager.next', message: 'Next page' },
  pageOf: { id: 'common.pager.page-of', message: 'Page {page} of {pages}' },
  ofPages: { id: 'common.pager.of', message: 'of {pages}' },
  live: { id: 'common.live.live', message: 'Live: updates by themselves' },
  connecting: { id: 'common.live.connecting', message: 'Connecting…' },
  reconnecting: { id: 'common.live.reconnecting', message: 'Connection lost: trying again…' },
  paused: { id: 'common.live.paused', message: 'Paused while the page is hidden' },
});
