import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { testimonials } from './content';
import { container, focusRing, sectionTarget } from './layout';
import { SectionHeading } from './section-heading';

const ADVANCE_MS = 9000;

/**
 * One quote at a time, looping every 9 s. Picking a dot restarts the 9 s so the chosen
 * quote gets its full time. Reduced motion drops the fade but keeps the rotation.
 */
export function TestimonialsCarousel() {
  const [active, setActive] = useState(0);
  // Bumped on every pick, so choosing the dot already shown still restarts the timer.
  const [picks, setPicks] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % testimonials.length), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [active, picks, paused]);

  const show = (index: number) => {
    setActive(index);
    setPicks((n) => n + 1);
  };

  return (
    <section id="testimonials" aria-labelledby="testimonials-title" aria-roledescription="carousel" className={cn(sectionTarget, 'py-16 md:py-24')}>
      <div className={container}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by people who hate spreadsheets" />

        <div className="mx-auto mt-10 max-w-3xl">
          {/* Slides share one grid cell, so the box keeps the tallest quote's height. */}
          <div className="grid" aria-live={paused ? 'polite' : 'off'}>
            {testimonials.map((t, index) => (
              <div
                key={t.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${testimonials.length}`}
                className={cn(
                  'col-start-1 row-start-1 rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10',
                  'transition-[opacity,visibility] duration-500 motion-reduce:transition-none',
                  index === active ? 'visible opacity-100' : 'invisible opacity-0',
                )}
              >
                <Quote className="mx-auto size-8 text-primary/40" aria-hidden="true" />
                <blockquote className="mt-4 text-lg font-medium text-pretty sm:text-xl">
                  <p>{t.quote}</p>
                </blockquote>
                <p className="mt-5 text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{t.name}</span>, {t.place}
                </p>
              </div>
            ))}
          </div>

          <div className="mt-6 flex items-center justify-center gap-1">
            {testimonials.map((t, index) => {
              const current = index === active;
              return (
                <button
                  key={t.name}
                  type="button"
                  aria-label={`Show testimonial ${index + 1}`}
                  aria-current={current ? 'true' : undefined}
                  aria-pressed={current}
                  onClick={() => show(index)}
                  className={cn(focusRing, 'grid size-11 cursor-pointer place-items-center rounded-full')}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                      current ? 'w-6 bg-primary' : 'w-2.5 bg-input hover:bg-muted-foreground',
                    )}
                  />
                </button>
              );
            })}
            {/* Moving content needs a way to stop it (WCAG 2.2.2). */}
            <button
              type="button"
              aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
              onClick={() => setPaused((p) => !p)}
              className={cn(focusRing, 'ml-2 grid size-11 cursor-pointer place-items-center rounded-full text-muted-foreground hover:text-foreground')}
            >
              {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
