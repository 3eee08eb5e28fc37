import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { container, sectionTarget } from './layout';
import { useOpenAuth } from './use-open-auth';

export function FinalCtaSection() {
  const openAuth = useOpenAuth();
  return (
    <section id="get-started" aria-labelledby="get-started-title" className={cn(sectionTarget, 'py-16 md:py-24')}>
      <div className={container}>
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 md:py-16">
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to see where your money goes?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90 text-pretty">
            Link your bank in minutes and know what's left until payday. Free for 7 days, no contracts.
          </p>
          <Button
            size="lg"
            variant="secondary"
            className="mt-8 w-full focus-visible:ring-white focus-visible:ring-offset-primary sm:w-auto"
            onClick={() => void openAuth.signUp()}
          >
            Try It for Free
          </Button>
        </div>
      </div>
    </section>
  );
}
