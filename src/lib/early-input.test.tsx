import { lazy, Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from '@/lib/early-input';
import { EARLY_STATE, earlyState } from '@/lib/early-page';

// Real React hydrating real prerendered markup, as in the browser; its scheduler runs on its own,
// so React's test-only act() environment is switched off here.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct));

/** A sign-in form whose state is shown, so a test sees what the component holds, not the DOM. */
function SignIn({ onSend }: { onSend?: (email: string, remember: boolean, city: string) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [city, setCity] = useState('lagos');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(email, remember, city);
      }}
    >
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="Remember me" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <select aria-label="City" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="lagos">Lagos</option>
        <option value="abuja">Abuja</option>
      </select>
      <output>{`${email}|${remember}|${city}`}</output>
      <button type="submit">Sign In</button>
    </form>
  );
}

let root: Root | undefined;
/** Puts the server's HTML for `ui` on the page, as a prerendered page arrives. */
function prerender(ui: ReactNode) {
  document.body.innerHTML = `<div id="root">${renderToString(ui)}</div>`;
  return document.getElementById('root')!;
}
/** What the app's entry does: keep the early input, then hydrate in the same task. */
function startApp(container: HTMLElement, ui: ReactNode) {
  keepEarlyInput(container);
  root = hydrateRoot(container, ui);
}
const field = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
/** Types as a person does before any script runs: the DOM changes, no one is told. */
function typeEarly() {
  field<HTMLInputElement>('Email').value = 'ada@example.ng';
  field<HTMLInputElement>('Remember me').checked = true;
  field<HTMLSelectElement>('City').value = 'abuja';
}
const shown = () => document.querySelector('output')!.textContent;

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_STATE];
});
afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('keepEarlyInput', () => {
  it('gives the components what was typed before React listened', async () => {
    const container = prerender(<SignIn />);
    typeEarly();
    startApp(container, <SignIn />);
    expect(earlyState().appListens).toBe(true);
    await vi.waitFor(() => expect(shown()).toBe('ada@example.ng|true|abuja'));
    expect(field<HTMLInputElement>('Email').value).toBe('ada@example.ng');
    expect(field<HTMLInputElement>('Remember me').checked).toBe(true);
  });

  it('keeps what the person typed while React was hydrating, not the earlier text', async () => {
    const container = prerender(<SignIn />);
    field<HTMLInputElement>('Email').value = 'ada';
    startApp(container, <SignIn />);
    // A keystroke landing before React has hydrated the field.
    field<HTMLInputElement>('Email').value = 'ada@';
    field('Email').dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(shown()).toBe('ada@|false|lagos'));
    expect(field<HTMLInputElement>('Email').value).toBe('ada@');
  });

  it('sends a form held back before React listened, with the typed values, once', async () => {
    const sent: string[] = [];
    const ui = <SignIn onSend={(...values) => sent.push(values.join('|'))} />;
    const container = prerender(ui);
    typeEarly();
    earlyState().submit = { form: container.querySelector('form')!, submitter: container.querySelector('button') };
    startApp(container, ui);
    await vi.waitFor(() => expect(sent).toEqual(['ada@example.ng|true|abuja']));
    expect(earlyState().submit).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
    );
  }

  it('taps again, once, a button tapped before React listened', async () => {
    const container = prerender(<Menu />);
    earlyState().click = container.querySelector('button')!;
    startApp(container, <Menu />);
    await vi.waitFor(() => expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'true'));
    expect(earlyState().click).toBeUndefined();
  });

  it('waits for a part of the page whose code is still loading, then gives it the typed text', async () => {
    let load!: () => void;
    const loaded = new Promise<{ default: typeof SignIn }>((resolve) => (load = () => resolve({ default: SignIn })));
    const LazySignIn = lazy(() => loaded);
    const container = prerender(
      <Suspense fallback="Loading">
        <SignIn />
      </Suspense>,
    );
    typeEarly();
    startApp(
      container,
      <Suspense fallback="Loading">
        <LazySignIn />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Not hydrated yet: the server's markup (and what was typed into it) stays as it is.
    expect(shown()).toBe('|false|lagos');
    expect(field<HTMLInputElement>('Email').value).toBe('ada@example.ng');
    load();
    await vi.waitFor(() => expect(shown()).toBe('ada@example.ng|true|abuja'));
  });

  it('leaves a page nobody touched to hydrate at its own pace', async () => {
    const container = prerender(<SignIn />);
    const events: string[] = [];
    container.addEventListener('input', (e) => events.push(e.type), true);
    startApp(container, <SignIn />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    expect(shown()).toBe('|false|lagos');
  });
});
