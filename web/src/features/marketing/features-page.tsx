import { FREE_TRIAL_PATH } from './shared/marketing-path.ts';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableLink } from '../page-content/editable-link.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { CHALLENGES } from './features/challenges.ts';
import { FEATURE_CATALOGUE } from './features/feature-catalogue.ts';
import { CtaBand } from './shared/cta-band.tsx';
import { IconBadge } from './shared/icon-badge.tsx';
import { MarketingIcon } from '../../components/ui/marketing-icon.tsx';
import { PageHero } from './shared/page-hero.tsx';
import { SectionHeading } from './shared/section-heading.tsx';
import { TestimonialsSection } from './shared/testimonials-section.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';

/**
 * The Features page (docs/product.md §2): hero, why the right tools matter (challenges versus solutions),
 * the eighteen features with their benefits, testimonials and a call to action. Its editable
 * elements are keyed 'features.…'.
 */
export function FeaturesPage() {
  useEditablePageTitle('features');
  const whyId = useId();
  const listId = useId();
  return (
    <main id="main" className="later-sections-render-when-near flex-1">
      <PageHero
        keyPrefix="features.hero"
        eyebrow="Features"
        title="Every tool you need to win local search"
        description="Eighteen features that work together: see where you rank, fix what holds you back, keep your profile active and prove the results."
      >
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <EditableLink
            editKey="features.hero.cta-primary"
            variant="button"
            to={FREE_TRIAL_PATH}
            className={buttonClass({ size: 'lg' }, 'shadow-lg shadow-primary/30')}
            after={<MarketingIcon name="arrow-right" className="size-4" />}
          >
            Start Free Trial
          </EditableLink>
          <EditableLink
            editKey="features.hero.cta-secondary"
            variant="button"
            to="/pricing"
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            View Pricing
          </EditableLink>
        </div>
      </PageHero>

      <EditableBlock
        as="section"
        editKey="features.why"
        aria-labelledby={whyId}
        className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            keyPrefix="features.why"
            id={whyId}
            eyebrow="Why tools matter"
            title="Local search is won on details you cannot check by hand"
            description="Rankings change street by street and week by week. Here is what gets in the way, and how LocalRank handles it."
          />
          <div className="mt-14 hidden grid-cols-2 gap-6 px-6 text-sm font-semibold tracking-wide uppercase md:grid">
            <EditableText as="p" editKey="features.why.challenge-heading" className="text-rose-300">
              The challenge
            </EditableText>
            <EditableText as="p" editKey="features.why.solution-heading" className="text-emerald-300">
              The LocalRank solution
            </EditableText>
          </div>
          <ul className="mt-4 grid gap-4 md:mt-3">
            {CHALLENGES.map((item) => (
              <EditableBlock
                as="li"
                key={item.id}
                editKey={`features.why.item.${item.id}`}
                className="grid overflow-hidden rounded-2xl border border-white/10 md:grid-cols-2"
              >
                <div className="flex gap-4 bg-rose-500/[0.06] p-6">
                  <MarketingIcon name="alert-triangle" className="mt-0.5 size-5 text-rose-300" />
                  <EditableText
                    as="p"
                    editKey={`features.why.item.${item.id}.challenge`}
                    className="text-slate-300"
                    before={<span className="sr-only">Challenge: </span>}
                  >
                    {item.challenge}
                  </EditableText>
                </div>
                <div className="flex gap-4 border-t border-white/10 bg-emerald-500/[0.06] p-6 md:border-t-0 md:border-l">
                  <MarketingIcon name="check-circle" className="mt-0.5 size-5 text-emerald-300" />
                  <EditableText
                    as="p"
                    editKey={`features.why.item.${item.id}.solution`}
                    className="text-slate-200"
                    before={<span className="sr-only">Solution: </span>}
                  >
                    {item.solution}
                  </EditableText>
                </div>
              </EditableBlock>
            ))}
          </ul>
        </div>
      </EditableBlock>

      <EditableBlock as="section" editKey="features.list" aria-labelledby={listId} className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            keyPrefix="features.list"
            id={listId}
            eyebrow="All features"
            title="18 features, one platform"
            description="Every plan includes the core toolkit; higher plans raise the limits. See the pricing page for the details."
          />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURE_CATALOGUE.map((feature) => {
              const itemKey = `features.item.${feature.id}`;
              return (
                <EditableBlock
                  as="li"
                  key={feature.id}
                  editKey={itemKey}
                  className="flex flex-col rounded-2xl border border-white/10 bg-night-800/80 p-7"
                >
                  <IconBadge name={feature.icon} />
                  <EditableText as="h3" editKey={`${itemKey}.title`} className="mt-5 text-lg font-semibold text-white">
                    {feature.title}
                  </EditableText>
                  <EditableText as="p" editKey={`${itemKey}.description`} className="mt-2 text-sm leading-6 text-slate-400">
                    {feature.description}
                  </EditableText>
                  <ul
                    aria-label={`Benefits of ${feature.title}`}
                    className="mt-5 grid gap-2 border-t border-white/10 pt-5 text-sm text-slate-300"
                  >
                    {feature.benefits.map((benefit, index) => (
                      <EditableText
                        as="li"
                        key={benefit}
                        // Benefits are plain strings; their place in the item's fixed pair names them.
                        editKey={`${itemKey}.benefit.${index}`}
                        className="flex gap-2.5"
                        before={<MarketingIcon name="check" className="mt-0.5 size-4 text-emerald-400" />}
                      >
                        {benefit}
                      </EditableText>
                    ))}
                  </ul>
                </EditableBlock>
              );
            })}
          </ul>
        </div>
      </EditableBlock>

      <TestimonialsSection
        keyPrefix="features.testimonials"
        title="What customers say about the toolkit"
        description="Businesses and agencies on the features they now rely on every week."
      />

      <CtaBand
        keyPrefix="features.cta"
        title="Put all eighteen features to work on your profile"
        description="Connect your business profile and run your first geo-grid scan today."
        primary={{ label: 'Start Free Trial', to: FREE_TRIAL_PATH }}
        secondary={{ label: 'View Pricing', to: '/pricing' }}
      />
    </main>
  );
}
