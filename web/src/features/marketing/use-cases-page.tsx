import { FREE_TRIAL_PATH } from './shared/marketing-path.ts';
import { useId } from 'react';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { CtaBand } from './shared/cta-band.tsx';
import { IconBadge } from './shared/icon-badge.tsx';
import { MarketingIcon } from '../../components/ui/marketing-icon.tsx';
import { PageHero } from './shared/page-hero.tsx';
import { SectionHeading } from './shared/section-heading.tsx';
import { TestimonialsSection } from './shared/testimonials-section.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { USE_CASES } from './use-cases/use-cases.ts';

// The intro's three selling points, with the stable ids their element keys use.
const INTRO_POINTS = [
  { id: 'geo-grid', text: 'Geo-grid scans for any service area' },
  { id: 'ai', text: 'AI posts, replies and suggestions' },
  { id: 'scale', text: 'From one profile to hundreds' },
] as const;

/**
 * The Use Cases page (docs/product.md §2): hero, intro, eight use-case cards, testimonials and a final call
 * to action with 'Start Free Trial' (/auth) and 'Schedule Demo' (/contact). Its editable elements
 * are keyed 'use-cases.…'.
 */
export function UseCasesPage() {
  useEditablePageTitle('use-cases');
  const introId = useId();
  const cardsId = useId();
  return (
    <main id="main" className="later-sections-render-when-near flex-1">
      <PageHero
        keyPrefix="use-cases.hero"
        eyebrow="Use cases"
        title="Built for every business that depends on local customers"
        description="From a single café to a national franchise, LocalRank adapts to how you work and who you serve."
      />

      <EditableBlock as="section" editKey="use-cases.intro" aria-labelledby={introId} className="px-4 pb-8 sm:px-6 lg:px-8">
        <EditableBlock
          editKey="use-cases.intro.panel"
          className="mx-auto grid max-w-6xl gap-10 rounded-3xl border border-white/10 bg-night-800/60 p-8 sm:p-12 lg:grid-cols-5 lg:items-center"
        >
          <div className="lg:col-span-3">
            <EditableText
              as="h2"
              editKey="use-cases.intro.title"
              id={introId}
              className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
            >
              One platform, shaped around your situation
            </EditableText>
            <EditableText as="p" editKey="use-cases.intro.text" className="mt-4 leading-7 text-slate-400">
              Every business profile competes on the same signals: relevance, distance and prominence. What differs is the work around them.
              An owner needs a short to-do list, an agency needs repeatable processes and branded reports, a franchise needs consistency
              across hundreds of listings. Find your situation below.
            </EditableText>
          </div>
          <ul className="grid gap-3 text-sm text-slate-300 lg:col-span-2">
            {INTRO_POINTS.map((point) => (
              <EditableText
                as="li"
                key={point.id}
                editKey={`use-cases.intro.point.${point.id}`}
                className="flex items-center gap-3 rounded-xl bg-white/[0.03] px-4 py-3"
                before={<MarketingIcon name="check-circle" className="size-5 text-emerald-400" />}
              >
                {point.text}
              </EditableText>
            ))}
          </ul>
        </EditableBlock>
      </EditableBlock>

      <EditableBlock as="section" editKey="use-cases.list" aria-labelledby={cardsId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            keyPrefix="use-cases.list"
            id={cardsId}
            eyebrow="Who it is for"
            title="Eight ways teams use LocalRank"
            description="Pick the one closest to you; most customers recognise themselves in two."
          />
          <ul className="mt-14 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {USE_CASES.map((useCase) => {
              const itemKey = `use-cases.item.${useCase.id}`;
              return (
                <EditableBlock
                  as="li"
                  key={useCase.id}
                  editKey={itemKey}
                  className="flex flex-col rounded-2xl border border-white/10 bg-night-800/80 p-7"
                >
                  <IconBadge name={useCase.icon} />
                  <EditableText as="h3" editKey={`${itemKey}.title`} className="mt-5 text-lg font-semibold text-white">
                    {useCase.title}
                  </EditableText>
                  <EditableText as="p" editKey={`${itemKey}.description`} className="mt-2 text-sm leading-6 text-slate-400">
                    {useCase.description}
                  </EditableText>
                  <ul aria-label={`How LocalRank helps ${useCase.title.toLowerCase()}`} className="mt-5 grid gap-2 text-sm text-slate-300">
                    {useCase.highlights.map((highlight, index) => (
                      <EditableText
                        as="li"
                        key={highlight}
                        // Highlights are plain strings; their place in the item's fixed three names them.
                        editKey={`${itemKey}.highlight.${index}`}
                        className="flex gap-2.5"
                        before={<MarketingIcon name="check" className="mt-0.5 size-4 text-primary-soft" />}
                      >
                        {highlight}
                      </EditableText>
                    ))}
                  </ul>
                  <p className="mt-auto pt-6 text-xs font-medium tracking-wide text-slate-400 uppercase">
                    <EditableText as="span" editKey={`${itemKey}.plan-label`}>
                      Suggested plan:
                    </EditableText>{' '}
                    <EditableText as="span" editKey={`${itemKey}.plan`} className="text-slate-300">
                      {useCase.recommendedPlan}
                    </EditableText>
                  </p>
                </EditableBlock>
              );
            })}
          </ul>
        </div>
      </EditableBlock>

      <TestimonialsSection
        keyPrefix="use-cases.testimonials"
        title="Stories from every kind of local business"
        description="Florists, dentists, trades, restaurants, estate agents and the agencies behind them."
      />

      <CtaBand
        keyPrefix="use-cases.cta"
        title="See LocalRank working for a business like yours"
        description="Start a free trial on your own profile, or book a walkthrough with our team."
        primary={{ label: 'Start Free Trial', to: FREE_TRIAL_PATH }}
        secondary={{ label: 'Schedule Demo', to: '/contact' }}
      />
    </main>
  );
}
