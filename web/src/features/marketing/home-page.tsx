import { FREE_TRIAL_PATH } from './shared/marketing-path.ts';
import { CtaBand } from './shared/cta-band.tsx';
import { TestimonialsSection } from './shared/testimonials-section.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { AnalyticsSection } from './home/analytics-section.tsx';
import { BenefitsSection } from './home/benefits-section.tsx';
import { DemoSection } from './home/demo-section.tsx';
import { FeaturesGridSection } from './home/features-grid-section.tsx';
import { HeroSection } from './home/hero-section.tsx';
import { PricingSummarySection } from './home/pricing-summary-section.tsx';
import { ProblemSection } from './home/problem-section.tsx';

/**
 * The Home page (docs/product.md §2): hero, problem statement, analytics insights, features grid, benefits
 * carousel, testimonials, demo steps, pricing summary and the closing call to action, in that order;
 * the public layout adds the footer. Its editable elements are keyed 'home.…'.
 */
export function HomePage() {
  useEditablePageTitle('home');
  return (
    <main id="main" className="later-sections-render-when-near flex-1">
      <HeroSection />
      <ProblemSection />
      <AnalyticsSection />
      <FeaturesGridSection />
      <BenefitsSection />
      <TestimonialsSection keyPrefix="home.testimonials" />
      <DemoSection />
      <PricingSummarySection />
      <CtaBand
        keyPrefix="home.cta"
        title="Ready to be the first name locals find?"
        description="Join 1,000+ businesses using LocalRank to rank higher, win more reviews and turn local searches into customers."
        primary={{ label: 'Start Free Trial', to: FREE_TRIAL_PATH }}
        secondary={{ label: 'Request a Demo', to: '/contact' }}
      />
    </main>
  );
}
