import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setOutboxSummary } from '@/lib/sync/hint';
import { ConnectionStatus } from '@/lib/pwa/ui/ConnectionStatus';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

async function renderInRouter() {
  const router = createRouter({
    routeTree: createRootRoute({ component: ConnectionStatus }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('status');
}

// The counts are plurals, formatted by Lingui: the app fetches it when a count is first shown.
beforeAll(async () => {
  await import('@/lib/i18n/runtime');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setOutboxSummary({ sending: 0, attention: 0 });
});

describe('connection status', () => {
  it('says so while offline, with a link to what is waiting', async () => {
    setOutboxSummary({ sending: 2, attention: 0 });
    const status = await renderInRouter();
    expect(status).toBeEmptyDOMElement();
    act(() => setOnline(false));
    expect(status).toHaveTextContent("You're offline");
    expect(screen.getByRole('link', { name: '2 queued items waiting' })).toHaveAttribute('href', '/pending');
  });

  it('tells what is being sent when the connection returns, briefly', async () => {
    const status = await renderInRouter();
    act(() => setOnline(false));
    setOutboxSummary({ sending: 2, attention: 0 });
    vi.useFakeTimers();
    act(() => setOnline(true));
    expect(status).toHaveTextContent('Back online — sending 2 queued items');
    act(() => vi.advanceTimersByTime(6_500));
    expect(status).toBeEmptyDOMElement();
  });
});
