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

const categoryLabel = Object.fromEntries(categoryLegend.map((c) => [c.category, c.one]));

export function Testimonials() {
  const { index, autoPlay, next, prev, goTo } = useCarousel(testimonials.length, TESTIMONIAL_INTERVAL_MS);
  // useCarousel keeps the index in range.
  const t = testimonials[index]!;

  return (
    <section className={classes.section} aria-labelledby="testimonials-title" aria-roledescription="carousel">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Example testimonials"
        title="What Magani Health is for, told by patients, doctors, pharmacies and riders"
        lead="These are illustrations, not quotes from real customers. Real ratings come from reviews of delivered orders and completed consultations."
      />

      {/* Announce slides only once the user drives the carousel, not on every timed change. */}
      <div className={classes.stage} aria-live={autoPlay ? 'off' : 'polite'}>
        {/* A figure may not take the group role, so the slide is a div around it. */}
        <div
          key={index}
          className={classes.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${testimonials.length}`}
          data-category={t.category}
          data-testid="testimonial"
        >
          <figure className={classes.figure}>
            <blockquote className={classes.quote}>{t.content}</blockquote>
            <figcaption className={classes.author}>
              <span className={classes.avatar} aria-hidden="true">
                {t.initials}
              </span>
              <span>
                <strong className={classes.name}>{t.name}</strong>
                <span className={classes.role}>{t.role}</span>
              </span>
              <span className={classes.category}>{categoryLabel[t.category]}</span>
            </figcaption>
          </figure>
        </div>
      </div>

      <div className={classes.controls}>
        <button type="button" className={`${iconButton.button} ${iconButton.outlined}`} onClick={prev} aria-label="Previous testimonial">
          <IconChevronLeft size={20} aria-hidden />
        </button>
        <div className={classes.dots}>
          {testimonials.map((item, i) => (
            <button
              key={item.name}
              type="button"
              className={classes.dot}
              data-category={item.category}
              aria-label={`Show testimonial ${i + 1}: ${item.name}`}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={`${iconButton.button} ${iconButton.outlined}`} onClick={next} aria-label="Next testimonial">
          <IconChevronRight size={20} aria-hidden />
        </button>
      </div>

      <ul className={classes.legend} aria-label="Legend">
        {categoryLegend.map((c) => (
          <li key={c.category} data-category={c.category}>
            {c.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
