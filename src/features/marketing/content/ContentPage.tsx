import { Link } from '@tanstack/react-router';
import type { Block, ContentPageData } from '@/features/marketing/content/content-types';
import { WhatsAppLink } from '@/features/marketing/shared/WhatsAppLink';
import { useT } from '@/lib/i18n/use-t';
import classes from '@/features/marketing/content/ContentPage.module.css';

function BlockView({ block, t }: { block: Block; t: ReturnType<typeof useT> }) {
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>{t(item)}</li>
        ))}
      </ul>
    );
  }
  if ('links' in block) {
    return (
      <p className={classes.links}>
        {block.links.map((link) => (
          <Link key={link.to} to={link.to as string} className={classes.link}>
            {t(link.label)}
          </Link>
        ))}
      </p>
    );
  }
  return <p>{t(block)}</p>;
}

/** Legal, help and service pages: a heading band and plain sections, readable at 320 px. */
export function ContentPage({ data }: { data: ContentPageData }) {
  const t = useT();
  return (
    <>
      <section className={classes.band} aria-labelledby="content-title">
        <p className={classes.eyebrow}>{t(data.eyebrow)}</p>
        <h1 id="content-title" className={classes.h1}>
          {t(data.title)}
        </h1>
        <p className={classes.lead}>{t(data.lead)}</p>
        {data.updated && <p className={classes.updated}>{t(data.updated.message, { date: data.updated.date })}</p>}
      </section>
      <div className={classes.body}>
        {/* Sections are numbered, not named after their heading: headings differ by language. */}
        {data.sections.map((section, i) => (
          <section key={i} aria-labelledby={`s-${i}`} className={classes.section}>
            <h2 id={`s-${i}`} className={classes.h2}>
              {t(section.heading)}
            </h2>
            {section.body.map((block, j) => (
              <BlockView key={j} block={block} t={t} />
            ))}
          </section>
        ))}
        {data.whatsapp && (
          <section aria-labelledby="s-whatsapp" className={classes.section}>
            <h2 id="s-whatsapp" className={classes.h2}>
              {t(data.whatsapp.heading)}
            </h2>
            <p>{t(data.whatsapp.text)}</p>
            <WhatsAppLink />
          </section>
        )}
      </div>
    </>
  );
}
