import { useId } from 'react';
import { CtaBand } from './shared/cta-band.tsx';
import { IconBadge } from './shared/icon-badge.tsx';
import { MarketingIcon } from './shared/marketing-icon.tsx';
import { PageHero } from './shared/page-hero.tsx';
import { SectionHeading } from './shared/section-heading.tsx';
import { TestimonialsSection } from './shared/testimonials-section.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { USE_CASES } from './use-cases/use-cases.ts';

/**
 * The Use Cases page (section 2): hero, intro, eight use-case cards, testimonials and a final call
 * to action with 'Start Free Trial' (/auth) and 'Schedule Demo' (/contact).
 */
export function UseCasesPage() {
  useEditablePageTitle('use-cases');
  const introId = useId();
  const cardsId = useId();
  return (
    <main id="main" className="flex-1">
      <PageHero
        eyebrow="Use cases"
        title="Built for every business that depends on local customers"
        description="From a single café to a national franchise, LocalRank adapts to how you work and who you serve."
      />

      <section aria-labelledby={introId} className="px-4 pb-8 sm:px-6 lg:px-8">
        <div className="mx-auto grid max-w-6xl gap-10 rounded-3xl border border-white/10 bg-night-800/60 p-8 sm:p-12 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <h2 id={introId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              One platform, shaped around your situation
            </h2>
            <p className="mt-4 leading-7 text-slate-400">
              Every business profile competes on the same signals: relevance, distance and prominence. What differs is
              the work around them. An owner needs a short to-do list, an agency needs repeatable processes and branded
              reports, a franchise needs consistency across hundreds of listings. Find your situation below.
            </p>
          </div>
          <ul className="grid gap-3 text-sm text-slate-300 lg:col-span-2">
            {[
              'Geo-grid scans for any service area',
              'AI posts, replies and suggestions',
              'From one profile to hundreds',
            ].map((point) => (
              <li key={point} className="flex items-center gap-3 rounded-xl bg-white/[0.03] px-4 py-3">
                <MarketingIcon name="check-circle" className="size-5 text-emerald-400" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={cardsId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id={cardsId}
            eyebrow="Who it is for"
            title="Eight ways teams use LocalRank"
            description="Pick the one closest to you; most customers recognise themselves in two."
          />
          <ul className="mt-14 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {USE_CASES.map((useCase) => (
              <li key={useCase.title} className="flex flex-col rounded-2xl border border-white/10 bg-night-800/80 p-7">
                <IconBadge name={useCase.icon} />
                <h3 className="mt-5 text-lg font-semibold text-white">{useCase.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-400">{useCase.description}</p>
                <ul
                  aria-label={`How LocalRank helps ${useCase.title.toLowerCase()}`}
                  className="mt-5 grid gap-2 text-sm text-slate-300"
                >
                  {useCase.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2.5">
                      <MarketingIcon name="check" className="mt-0.5 size-4 text-primary-soft" />
                      {highlight}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto pt-6 text-xs font-medium tracking-wide text-slate-400 uppercase">
                  Suggested plan: <span className="text-slate-300">{useCase.recommendedPlan}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TestimonialsSection
        title="Stories from every kind of local business"
        description="Florists, dentists, trades, restaurants, estate agents and the agencies behind them."
      />

      <CtaBand
        title="See LocalRank working for a business like yours"
        description="Start a free trial on your own profile, or book a walkthrough with our team."
        primary={{ label: 'Start Free Trial', to: '/auth' }}
        secondary={{ label: 'Schedule Demo', to: '/contact' }}
      />
    </main>
  );
}
