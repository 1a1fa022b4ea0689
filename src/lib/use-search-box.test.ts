import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useSearchBox } from '@/lib/use-search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('shows typing at once and writes the URL once typing pauses', () => {
  const push = vi.fn();
  const { result } = renderHook(() => useSearchBox('ada', push));
  expect(result.current.query).toBe('ada');
  act(() => result.current.change('adam'));
  act(() => result.current.change('adamu'));
  expect(result.current.query).toBe('adamu');
  expect(push).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(300));
  expect(push).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith('adamu');
});

it('drops an empty box from the URL', () => {
  const push = vi.fn();
  const { result } = renderHook(() => useSearchBox(undefined, push));
  expect(result.current.query).toBe('');
  act(() => result.current.change(''));
  act(() => vi.advanceTimersByTime(300));
  expect(push).toHaveBeenCalledWith(undefined);
});

it('clearing empties the box and cancels a URL write still waiting', () => {
  const push = vi.fn();
  const { result } = renderHook(() => useSearchBox('x', push));
  act(() => result.current.change('xy'));
  act(() => result.current.clear());
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current.query).toBe('');
  expect(push).not.toHaveBeenCalled();
});
