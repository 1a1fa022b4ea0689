import iconButton from '@/lib/ui/icon-button.module.css';
import { useCarousel } from '@/features/marketing/shared/carousel';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { SectionHeading } from '@/features/marketing/landing/SectionHeading';
import {
  categoryLegend,
  TESTIMONIAL_INTERVAL_MS,
  testimonials,
} from '@/features/marketing/landing/testimonials-data';
import classes from '@/features/marketing/landing/Testimonials.module.css';
import { examples as m } from '@/features/marketing/landing/examples.messages';
import { useT } from '@/lib/i18n/use-t';

const categoryLabel = Object.fromEntries(categoryLegend.map((c) => [c.category, c.one]));

export function Testimonials() {
  const tr = useT();
  const { index, autoPlay, next, prev, goTo } = useCarousel(testimonials.length, TESTIMONIAL_INTERVAL_MS);
  // useCarousel keeps the index in range.
  const t = testimonials[index]!;

  return (
    <section className={classes.section} aria-labelledby="testimonials-title" aria-roledescription="carousel">
      <SectionHeading
        id="testimonials-title"
        eyebrow={tr(m.eyebrow)}
        title={tr(m.title)}
        lead={tr(m.lead)}
      />

      {/* Announce slides only once the user drives the carousel, not on every timed change. */}
      <div className={classes.stage} aria-live={autoPlay ? 'off' : 'polite'}>
        {/* A figure may not take the group role, so the slide is a div around it. */}
        <div
          key={index}
          className={classes.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={tr(m.slide, { number: index + 1, count: testimonials.length })}
          data-category={t.category}
          data-testid="testimonial"
        >
          <figure className={classes.figure}>
            <blockquote className={classes.quote}>{tr(t.content)}</blockquote>
            <figcaption className={classes.author}>
              <span className={classes.avatar} aria-hidden="true">
                {t.initials}
              </span>
              <span>
                {/* A made-up person's name, the same in every language. */}
                <strong className={classes.name} translate="no">
                  {t.name}
                </strong>
                <span className={classes.role}>{tr(t.role)}</span>
              </span>
              <span className={classes.category}>{tr(categoryLabel[t.category]!)}</span>
            </figcaption>
          </figure>
        </div>
      </div>

      <div className={classes.controls}>
        <button type="button" className={`${iconButton.button} ${iconButton.outlined}`} onClick={prev} aria-label={tr(m.previous)}>
          <IconChevronLeft size={20} aria-hidden />
        </button>
        <div className={classes.dots}>
          {testimonials.map((item, i) => (
            <button
              key={item.name}
              type="button"
              className={classes.dot}
              data-category={item.category}
              aria-label={tr(m.show, { number: i + 1, name: item.name })}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={`${iconButton.button} ${iconButton.outlined}`} onClick={next} aria-label={tr(m.next)}>
          <IconChevronRight size={20} aria-hidden />
        </button>
      </div>

      <ul className={classes.legend} aria-label={tr(m.legend)}>
        {categoryLegend.map((c) => (
          <li key={c.category} data-category={c.category}>
            {tr(c.label)}
          </li>
        ))}
      </ul>
    </section>
  );
}
