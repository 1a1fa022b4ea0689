/** Runs `task` when the main thread is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 2_000) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, Math.min(timeout, 200));
}

/**
 * Once the page has loaded and settled: for work a first visit does not need (service worker,
 * outbox, header extras). On a slow link it leaves the bandwidth to what the person is reading.
 */
export function afterPageLoad(task: () => void, delayMs = 1_000) {
  const later = () => setTimeout(() => whenIdle(task), delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Resolves in a task of its own, right after the current one: long work split by it lets the
 * browser paint and answer taps in between. A message, not a timer: a timer is clamped and held
 * back in background tabs.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
