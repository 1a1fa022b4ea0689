import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from '@/lib/early-input';
import { EARLY_STATE, earlyState } from '@/lib/early-page';

function markHydrated(el: Element) {
  (el as unknown as Record<string, unknown>)['__reactProps$test'] = {};
  // What the app's first effect does once React has committed the page.
  earlyState().committed = true;
}

describe('keepEarlyInput', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_STATE];
  });

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

  it('sends a form held back before hydration once React has the typed values', async () => {
    document.body.innerHTML = `<div id="root"><form><input name="email" value=""><button type="submit">Sign In</button></form></div>`;
    const root = document.getElementById('root')!;
    const form = root.querySelector('form')!;
    const email = root.querySelector<HTMLInputElement>('[name=email]')!;
    email.value = 'ada@example.ng';
    earlyState().submit = { form, submitter: root.querySelector('button') };
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(email.value);
    });

    keepEarlyInput(root);
    email.value = '';
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not before React has taken the form over: the loader goes on holding submissions.
    expect(sent).toEqual([]);
    expect(earlyState().hydrated).toBeFalsy();

    markHydrated(email);
    markHydrated(form);
    await vi.waitFor(() => expect(sent).toEqual(['ada@example.ng']));
    expect(earlyState().hydrated).toBe(true);
    expect(earlyState().submit).toBeUndefined();
  });

  it('stops holding submissions once the page is hydrated, even with nothing typed', async () => {
    document.body.innerHTML = `<div id="root"><form><input name="email" value=""></form></div>`;
    const root = document.getElementById('root')!;
    keepEarlyInput(root);
    markHydrated(root.querySelector('form')!);
    await vi.waitFor(() => expect(earlyState().hydrated).toBe(true));
  });

  /** A menu button tapped before React listened, and a count of the taps it receives. */
  function tappedEarly() {
    document.body.innerHTML = `<div id="root"><button type="button" aria-label="Open menu"></button></div>`;
    const root = document.getElementById('root')!;
    const menu = root.querySelector('button')!;
    earlyState().click = menu;
    const taps = { count: 0 };
    menu.addEventListener('click', () => taps.count++);
    return { root, menu, taps };
  }

  it('taps again a button tapped before React listened, once it does', async () => {
    const { root, menu, taps } = tappedEarly();
    keepEarlyInput(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taps.count).toBe(0);
    markHydrated(menu);
    await vi.waitFor(() => expect(taps.count).toBe(1));
    expect(earlyState().click).toBeUndefined();
  });

  it('waits until React has committed the page, not only until its props are on the elements', async () => {
    const { root, menu, taps } = tappedEarly();
    (menu as unknown as Record<string, unknown>)['__reactProps$test'] = {};
    keepEarlyInput(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taps.count).toBe(0);
    earlyState().committed = true;
    await vi.waitFor(() => expect(taps.count).toBe(1));
  });
});
