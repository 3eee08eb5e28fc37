import { Check, FileText } from 'lucide-react';
import { cn } from '../../lib/cn';
import { container, sectionTarget } from './layout';
import { WorksheetForm } from './worksheet-form';

const includes = [
  'Add up your money in for the pay cycle',
  'List each bill due before payday, with its date and amount',
  "Work out what's left to spend, per day, until payday",
];

export function ResourcesSection() {
  return (
    <section id="resources" aria-labelledby="resources-title" className={cn(sectionTarget, 'bg-muted/60 py-16 md:py-24')}>
      <div className={cn(container, 'grid items-center gap-10 md:grid-cols-2 md:gap-16')}>
        <div>
          <p className="text-sm font-semibold text-primary">Free resources</p>
          <h2 id="resources-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Get your free Payday Budget & Bill Tracker Worksheet
          </h2>
          <p className="mt-4 text-lg text-muted-foreground text-pretty">
            A simple worksheet to fill in on payday, so you know where you stand before the month gets going. Handy whether or not you use Plain Sight.
          </p>
          <ul className="mt-6 space-y-3">
            {includes.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <p className="font-semibold">We'll email it to you straight away.</p>
          </div>
          <WorksheetForm />
        </div>
      </div>
    </section>
  );
}
