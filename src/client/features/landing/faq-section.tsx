import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { faqs } from './content';
import { container, focusRing, sectionTarget } from './layout';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className={cn(sectionTarget, 'bg-muted/60 py-16 md:py-24')}>
      <div className={container}>
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        {/* Native details/summary: keyboard and screen-reader support without any script. */}
        <div className="mx-auto mt-12 max-w-3xl divide-y divide-border rounded-2xl border border-border bg-card shadow-sm">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-5 sm:px-6">
              <summary
                className={cn(
                  focusRing,
                  'flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium [&::-webkit-details-marker]:hidden',
                )}
              >
                {faq.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
