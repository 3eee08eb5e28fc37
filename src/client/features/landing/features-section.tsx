import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { features } from './content';
import { container, sectionTarget } from './layout';
import { SectionHeading } from './section-heading';
import { useOpenAuth } from './use-open-auth';

export function FeaturesSection() {
  const openAuth = useOpenAuth();
  return (
    <section id="features" aria-labelledby="features-title" className={cn(sectionTarget, 'bg-muted/60 py-16 md:py-24')}>
      <div className={container}>
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need, nothing you don't">
          <p>Four simple tools that turn your bank statements into answers.</p>
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {features.map((feature, index) => (
            <li key={feature.title} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <div className="flex items-center justify-between">
                <span className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground">{index + 1}</span>
                <feature.icon className="size-6 text-primary" aria-hidden="true" />
              </div>
              <h3 className="mt-5 text-xl font-semibold">{feature.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{feature.body}</p>
              <Button variant="outline" className="mt-6 self-start" onClick={() => void openAuth.signUp()}>
                {feature.cta}
                <ArrowRight aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
