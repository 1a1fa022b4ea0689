import { useEffect, useState, type ComponentType } from 'react';
import { afterPageLoad } from '@/lib/pwa/idle';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Renders a lazily loaded shell widget (offline banner, Pending link, update notice...) once the
 * page has loaded: it stays out of every page's first load and out of the prerendered HTML.
 * The module is fetched in an effect rather than through React.lazy: a component that suspends
 * right after hydration holds the commit back (React throttles fallbacks) and delays the page.
 */
export function AfterHydration({ load }: { load: Loader }) {
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    afterPageLoad(() => void load().then((module) => live && setWidget(() => module.default)), 500);
    return () => {
      live = false;
    };
  }, [load]);
  return Widget ? <Widget /> : null;
}
