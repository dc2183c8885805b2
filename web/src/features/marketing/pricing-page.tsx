import { FREE_TRIAL_PATH } from './shared/marketing-path.ts';
import { buttonClass } from '../../components/ui/button-class.ts';
import { EditableLink } from '../page-content/editable-link.tsx';
import { AddOnsSection } from './pricing/add-ons-section.tsx';
import { FeatureBreakdownSection } from './pricing/feature-breakdown-section.tsx';
import { PricingFaqSection } from './pricing/pricing-faq-section.tsx';
import { PricingTableSection } from './pricing/pricing-table-section.tsx';
import { PRICING_TABLE_ID } from './pricing/pricing-table-id.ts';
import { CtaBand } from './shared/cta-band.tsx';
import { MarketingIcon } from '../../components/ui/marketing-icon.tsx';
import { OfferClaimsList } from './shared/offer-claims-list.tsx';
import { PageHero } from './shared/page-hero.tsx';
import { sectionLinkProps } from './shared/section-link-props.ts';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';

/**
 * The Pricing page (docs/product.md §2): hero with 'Compare Plans Below' (a link to the table), the
 * monthly/annual plan table (annual by default, switched by CSS), add-ons, the feature breakdown with tooltips,
 * billing questions and a final call to action. Its editable elements are keyed 'pricing.…'.
 */
export function PricingPage() {
  useEditablePageTitle('pricing');
  return (
    <main id="main" className="later-sections-render-when-near flex-1">
      <PageHero
        keyPrefix="pricing.hero"
        eyebrow="Pricing"
        title="Simple, transparent pricing for every stage"
        description="Start free for 14 days, then choose the plan that matches your locations and ambitions. Save 20% when you pay annually."
      >
        <EditableLink
          editKey="pricing.hero.cta"
          variant="button"
          to={`#${PRICING_TABLE_ID}`}
          {...sectionLinkProps(PRICING_TABLE_ID)}
          className={buttonClass({ size: 'lg' }, 'shadow-lg shadow-primary/30')}
          after={<MarketingIcon name="arrow-down" className="size-4" />}
        >
          Compare Plans Below
        </EditableLink>
        <OfferClaimsList keyPrefix="pricing.hero" className="mt-8" />
      </PageHero>
      <PricingTableSection />
      <AddOnsSection />
      <FeatureBreakdownSection />
      <PricingFaqSection />
      <CtaBand
        keyPrefix="pricing.cta"
        title="Try any plan free for 14 days"
        description="No credit card required. Cancel anytime, or talk to us about Enterprise."
        primary={{ label: 'Start Free Trial', to: FREE_TRIAL_PATH }}
        secondary={{ label: 'Contact Sales', to: '/contact' }}
      />
    </main>
  );
}
