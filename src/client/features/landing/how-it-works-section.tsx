import { cn } from '../../lib/cn';
import { steps } from './content';
import { container, sectionTarget } from './layout';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className={cn(sectionTarget, 'py-16 md:py-24')}>
      <div className={container}>
        <SectionHeading id="how-it-works-title" eyebrow="Three simple steps" title="How it works">
          <p>From bank to payday in minutes, without a spreadsheet in sight.</p>
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-secondary text-secondary-foreground">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-primary">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
