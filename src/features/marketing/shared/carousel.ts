import { useCallback, useEffect, useReducer } from 'react';

/** Index arithmetic for anything that cycles: steps past either end wrap around. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export type CarouselState = { index: number; autoPlay: boolean };
export type CarouselAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number };

/**
 * A timer tick advances only while auto-play is on. Any manual move turns auto-play off for good:
 * someone who went back to re-read a slide should not have it pulled away again.
 */
export function carouselReducer(length: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case 'tick':
        return state.autoPlay ? { ...state, index: wrapIndex(state.index + 1, length) } : state;
      case 'next':
        return { index: wrapIndex(state.index + 1, length), autoPlay: false };
      case 'prev':
        return { index: wrapIndex(state.index - 1, length), autoPlay: false };
      case 'goTo':
        return { index: wrapIndex(action.index, length), autoPlay: false };
    }
  };
}

/** Cycles through `length` items every `intervalMs` until the user navigates by hand. */
export function useCarousel(length: number, intervalMs: number) {
  const [state, dispatch] = useReducer(carouselReducer(length), { index: 0, autoPlay: true });

  useEffect(() => {
    if (!state.autoPlay || length < 2) return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), intervalMs);
    return () => window.clearInterval(id);
  }, [state.autoPlay, intervalMs, length]);

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const prev = useCallback(() => dispatch({ type: 'prev' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);
  return { ...state, next, prev, goTo };
}

/**
 * A rotating index with a pause switch (WCAG 2.2.2: moving content can be paused). `steps` counts
 * the changes so far, so the first item can be shown without an entrance animation.
 */
export function useRotation(length: number, intervalMs: number, paused: boolean) {
  const [steps, step] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (paused || length < 2) return;
    const id = window.setInterval(step, intervalMs);
    return () => window.clearInterval(id);
  }, [paused, intervalMs, length]);
  return { index: wrapIndex(steps, length), steps };
}
