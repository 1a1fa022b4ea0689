import { startTransition, useEffect, useState } from 'react';

/** A JSON file the app reads once and keeps: the medication catalogue, doctors, pharmacies, orders. */
export type JsonSource<T> = {
  /** The parsed file: one request for every caller; `refresh` asks the server again. */
  load(options?: { refresh?: boolean }): Promise<T>;
  /** The last value loaded, so a screen mounted after a load can skip its loading state. */
  current(): T | undefined;
};

/**
 * `parse` validates the JSON (and may reshape it); a failed request or an invalid file is not
 * kept, so the next `load` tries again rather than repeating the failure until a reload.
 */
export function createJsonSource<T>(url: string, parse: (json: unknown) => T, init?: RequestInit): JsonSource<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;

  async function request(): Promise<T> {
    // `fetch` is looked up on each call: the prerenderer swaps it to answer from the build output.
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} request failed (${response.status})`);
    return parse(await response.json());
  }

  return {
    load({ refresh = false } = {}) {
      if (refresh || !pending) {
        const attempt: Promise<T> = request().then(
          (value) => (loaded = value),
          (error: unknown) => {
            if (pending === attempt) pending = undefined;
            throw error;
          },
        );
        pending = attempt;
      }
      return pending;
    },
    current: () => loaded,
  };
}

export type SourceState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

/**
 * A source's data for a screen. Routes load it before rendering and pass it in (so prerendered HTML
 * and the first client render agree); without it, or after a failed load, the screen fetches it
 * and offers a retry.
 */
export function useJsonSource<T>(source: JsonSource<T>, fromLoader?: T): SourceState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SourceState<T>>(() => {
    const ready = fromLoader ?? source.current();
    return ready === undefined ? { status: 'loading' } : { status: 'ready', data: ready };
  });
  const needsFetch = state.status !== 'ready';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    source.load().then(
      // A transition: a long list (doctors, orders) renders in slices, not one long task.
      (data) => live && startTransition(() => setState({ status: 'ready', data })),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, needsFetch, source]);
  return state;
}
