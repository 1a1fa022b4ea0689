import { describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from '@/lib/early-input';

function markHydrated(el: Element) {
  (el as unknown as Record<string, unknown>)['__reactProps$test'] = {};
}

describe('keepEarlyInput', () => {
  it('replays what was typed before hydration once the fields are hydrated', async () => {
    document.body.innerHTML = `<div id="root"><input name="email" value=""><input type="checkbox" name="remember"><input name="untouched" value="x"></div>`;
    const root = document.getElementById('root')!;
    const email = root.querySelector<HTMLInputElement>('[name=email]')!;
    const remember = root.querySelector<HTMLInputElement>('[name=remember]')!;
    email.value = 'ada@example.ng';
    remember.checked = true;
    const inputs: string[] = [];
    root.addEventListener('input', (e) => inputs.push((e.target as HTMLInputElement).name));

    keepEarlyInput(root);
    // Hydration puts the server values back, then React attaches to the fields.
    email.value = '';
    remember.checked = false;
    markHydrated(email);
    markHydrated(remember);
    await vi.waitFor(() => expect(inputs).toContain('email'));

    expect(email.value).toBe('ada@example.ng');
    expect(remember.checked).toBe(true);
    expect(inputs).not.toContain('untouched');
  });

  it('does nothing when nothing was typed', () => {
    document.body.innerHTML = `<div id="root"><input name="email" value=""></div>`;
    const spy = vi.spyOn(window, 'requestAnimationFrame');
    keepEarlyInput(document.getElementById('root')!);
    expect(spy).not.toHaveBeenCalled();
  });
});
