import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '@/lib/first-use';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onFirstUse', () => {
  it('waits for the first key or tap, then runs once', () => {
    const start = vi.fn();
    onFirstUse(start);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs at once when a field already has the focus (typed into before the app took over)', () => {
    document.body.innerHTML = '<input aria-label="Email">';
    document.querySelector('input')!.focus();
    const start = vi.fn();
    onFirstUse(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the screen closed first)', () => {
    const start = vi.fn();
    const cancel = onFirstUse(start);
    cancel();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
