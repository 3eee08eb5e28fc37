import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { focusRing } from './layout';
import { PricingSection } from './pricing-section';
import { ResourcesSection } from './resources-section';
import { scrollToSection } from './scroll-to-section';
import { TestimonialsCarousel } from './testimonials-carousel';

/** The public marketing page at /. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        onClick={(event) => scrollToSection(event)}
        className={`${focusRing} sr-only z-[60] bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3`}
      >
        Skip to main content
      </a>
      <LandingHeader />
      {/* pt-16 clears the fixed 64 px header. */}
      <main id="main" className="pt-16 outline-none">
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <TestimonialsCarousel />
        <ResourcesSection />
        <PricingSection />
        <FaqSection />
        <FinalCtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
