import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { container, sectionTarget } from './layout';
import { SummaryCard } from './summary-card';
import { useOpenAuth } from './use-open-auth';

const reassurances = ['Read-only bank access', '7-day free trial', 'Cancel at any time'];

export function HeroSection() {
  const openAuth = useOpenAuth();
  return (
    <section id="hero" aria-labelledby="hero-title" className={cn(sectionTarget, 'overflow-hidden bg-linear-to-b from-secondary to-background')}>
      <div className={cn(container, 'grid items-center gap-12 py-16 md:grid-cols-2 md:py-24')}>
        <div>
          <p className="inline-flex rounded-full border border-primary/20 bg-background px-3 py-1 text-sm font-medium text-secondary-foreground">
            The Finance App For Non Finance People
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Your money, in plain sight
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">
            Link any of 116+ UK current accounts with secure, read-only access and see your bills, your income and what's left until payday, all in one calm
            place.
          </p>
          <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={() => void openAuth.signUp()}>
            Try It for Free
          </Button>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {reassurances.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <SummaryCard />
      </div>
    </section>
  );
}
