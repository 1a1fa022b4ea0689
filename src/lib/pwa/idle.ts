/** Runs `task` when the main thread is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 2_000) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, Math.min(timeout, 200));
}

/** After the browser has painted the first frame, then idle. */
export function afterFirstPaint(task: () => void, timeout?: number) {
  requestAnimationFrame(() => setTimeout(() => whenIdle(task, timeout), 0));
}
