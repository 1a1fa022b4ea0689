import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from '@/components/LoadFailed';

type Props<P> = {
  /** The part's import, a function defined once at module level. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** What the part is, as it reads after "We could not load" (translated by the screen). */
  what: string;
  /** Shown while the file arrives. */
  loading: ReactNode;
  props: P;
};

type Loaded<P> = { Part?: ComponentType<P>; failed?: boolean };

// Parts already loaded on this page, shown at once when mounted again.
const loadedParts = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

/**
 * A part of a screen whose file is fetched when first shown and kept by the service worker from then
 * on (it is not precached). Offline on a device that never showed it, the rest of the screen stays
 * and the part says it could not load, with a retry that imports the file again.
 */
export function LazyPart<P extends object>({ load, what, loading, props }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<P>>(() => ({ Part: loadedParts.get(load) as ComponentType<P> | undefined }));
  useEffect(() => {
    if (loadedParts.has(load)) return;
    let current = true;
    load().then(
      (module) => {
        loadedParts.set(load, module.default as ComponentType<never>);
        if (current) setLoaded({ Part: module.default });
      },
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const { Part } = loaded;
  if (Part) return <Part {...props} />;
  if (loaded.failed) {
    const retry = () => {
      setLoaded({});
      setAttempt((n) => n + 1);
    };
    return <LoadFailed what={what} onRetry={retry} />;
  }
  return loading;
}
