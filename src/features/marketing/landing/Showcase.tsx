import { LinkButton } from '@/components/LinkButton';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconArrowRight, IconBuildingStore, IconTruck, IconUsers, IconVideo } from '@tabler/icons-react';
import { wrapIndex } from '@/features/marketing/shared/carousel';
import { showcaseTabs, type ShowcaseTab } from '@/features/marketing/landing/showcase-data';
import { mockCards } from '@/features/marketing/landing/MockCards';
import { SectionHeading } from '@/features/marketing/landing/SectionHeading';
import classes from '@/features/marketing/landing/Showcase.module.css';
import { landing } from '@/features/marketing/landing/landing.messages';
import { useT } from '@/lib/i18n/use-t';

const tabIcons: Record<ShowcaseTab['value'], ReactNode> = {
  pharmacy: <IconBuildingStore size={18} aria-hidden />,
  telemedicine: <IconVideo size={18} aria-hidden />,
  delivery: <IconTruck size={18} aria-hidden />,
  b2b: <IconUsers size={18} aria-hidden />,
};

const keySteps: Record<string, (i: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: () => showcaseTabs.length - 1,
};

/**
 * A hand-written WAI-ARIA tabs pattern: the landing page is the first download on slow networks and
 * this costs a fraction of a tabs component.
 */
export function Showcase() {
  const t = useT();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = showcaseTabs[active]!;
  const Card = mockCards[tab.value];

  const onKeyDown = (e: KeyboardEvent) => {
    const step = keySteps[e.key];
    if (!step) return;
    e.preventDefault();
    const next = wrapIndex(step(active), showcaseTabs.length);
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={classes.section} aria-labelledby="showcase-title">
      <SectionHeading
        id="showcase-title"
        eyebrow={t(landing.servicesEyebrow)}
        title={t(landing.servicesTitle)}
        lead={t(landing.servicesLead)}
      />
      <div role="tablist" aria-label={t(landing.servicesTabs)} className={classes.list} onKeyDown={onKeyDown}>
        {showcaseTabs.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`showcase-tab-${item.value}`}
            aria-selected={i === active}
            aria-controls={`showcase-panel-${item.value}`}
            tabIndex={i === active ? 0 : -1}
            className={classes.tab}
            onClick={() => setActive(i)}
          >
            {tabIcons[item.value]}
            {t(item.label)}
          </button>
        ))}
      </div>
      {/* Only the open panel is mounted, so its card replays the entrance each time a tab opens. */}
      <div
        key={tab.value}
        role="tabpanel"
        id={`showcase-panel-${tab.value}`}
        aria-labelledby={`showcase-tab-${tab.value}`}
        tabIndex={0}
        className={classes.panel}
      >
        <div>
          <h3 className={classes.title}>{t(tab.title)}</h3>
          <p className={classes.description}>{t(tab.description)}</p>
          <ol className={classes.steps}>
            {tab.steps.map((step, i) => (
              <li key={i}>{t(step)}</li>
            ))}
          </ol>
          <LinkButton
            to={tab.learnMoreTo}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t(landing.learnMore)}
            <span className={classes.visuallyHidden}>{t(landing.learnMoreAbout, { service: t(tab.label) })}</span>
          </LinkButton>
        </div>
        <Card />
      </div>
    </section>
  );
}
