import { Link } from '@tanstack/react-router';
import type { Block, ContentPageData } from '@/features/marketing/content/content-types';
import { WhatsAppLink } from '@/features/marketing/shared/WhatsAppLink';
import classes from '@/features/marketing/content/ContentPage.module.css';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className={classes.links}>
      {block.links.map((link) => (
        <Link key={link.to} to={link.to as string} className={classes.link}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}

/** Legal, help and service pages: a heading band and plain sections, readable at 320 px. */
export function ContentPage({ data }: { data: ContentPageData }) {
  return (
    <>
      <section className={classes.band} aria-labelledby="content-title">
        <p className={classes.eyebrow}>{data.eyebrow}</p>
        <h1 id="content-title" className={classes.h1}>
          {data.title}
        </h1>
        <p className={classes.lead}>{data.lead}</p>
        {data.updated && <p className={classes.updated}>Last updated: {data.updated}</p>}
      </section>
      <div className={classes.body}>
        {data.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`s-${slug(section.heading)}`} className={classes.section}>
            <h2 id={`s-${slug(section.heading)}`} className={classes.h2}>
              {section.heading}
            </h2>
            {section.body.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </section>
        ))}
        {data.whatsapp && (
          <section aria-labelledby="s-whatsapp" className={classes.section}>
            <h2 id="s-whatsapp" className={classes.h2}>
              Chat with us on WhatsApp
            </h2>
            <p>Send us a message any time; a support agent answers during support hours.</p>
            <WhatsAppLink />
          </section>
        )}
      </div>
    </>
  );
}
