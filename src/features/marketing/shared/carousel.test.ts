import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselReducer, useCarousel, useRotation, wrapIndex } from '@/features/marketing/shared/carousel';

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(3, 6)).toBe(3);
  });

  it('gives 0 for an empty list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('carouselReducer', () => {
  const reduce = carouselReducer(6);

  it('advances on a tick only while auto-play is on', () => {
    expect(reduce({ index: 5, autoPlay: true }, { type: 'tick' })).toEqual({ index: 0, autoPlay: true });
    const stopped = { index: 2, autoPlay: false };
    expect(reduce(stopped, { type: 'tick' })).toBe(stopped);
  });

  it('turns auto-play off on any manual move', () => {
    expect(reduce({ index: 5, autoPlay: true }, { type: 'next' })).toEqual({ index: 0, autoPlay: false });
    expect(reduce({ index: 0, autoPlay: true }, { type: 'prev' })).toEqual({ index: 5, autoPlay: false });
    expect(reduce({ index: 0, autoPlay: true }, { type: 'goTo', index: 3 })).toEqual({ index: 3, autoPlay: false });
  });
});

describe('timed hooks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('useCarousel advances every interval, wraps, and stops for good after a manual move', () => {
    const { result } = renderHook(() => useCarousel(3, 6000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(5999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(12_000));
    expect(result.current.index).toBe(0);

    act(() => result.current.prev());
    expect(result.current).toMatchObject({ index: 2, autoPlay: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(1));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(1);
  });

  it('useRotation cycles every interval and holds while paused', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotation(4, 4000, paused), {
      initialProps: { paused: false },
    });
    expect(result.current).toEqual({ index: 0, steps: 0 });
    act(() => vi.advanceTimersByTime(4000 * 5));
    expect(result.current).toEqual({ index: 1, steps: 5 });

    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(40_000));
    expect(result.current.index).toBe(1);

    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useCarousel(6, 6000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
