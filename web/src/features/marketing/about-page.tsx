import { FREE_TRIAL_PATH } from './shared/marketing-path.ts';
import { COMPANY, PRODUCT_NAME } from '@app/contracts/brand';
import { useId } from 'react';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableImage } from '../page-content/editable-image.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { COMPANY_NUMBERS } from './about/company-numbers.ts';
import { CORE_VALUES } from './about/core-values.ts';
import { CtaBand } from './shared/cta-band.tsx';
import { IconCard } from './shared/icon-card.tsx';
import { PageHero } from './shared/page-hero.tsx';
import { SectionHeading } from './shared/section-heading.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';

/**
 * The About page (docs/product.md §2): the company's story (founded 2022), six core values, numbers and a
 * trial call to action. Its editable elements are keyed 'about.…'.
 */
export function AboutPage() {
  useEditablePageTitle('about');
  const storyId = useId();
  const valuesId = useId();
  const numbersId = useId();
  return (
    <main id="main" className="later-sections-render-when-near flex-1">
      <PageHero
        keyPrefix="about.hero"
        eyebrow="About us"
        title="We help local businesses get found"
        description={`${PRODUCT_NAME} gives owners and agencies the insight and tools that used to need a specialist, so the best local business wins, not the one with the biggest budget.`}
      />

      <EditableBlock as="section" editKey="about.story" aria-labelledby={storyId} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              keyPrefix="about.story"
              id={storyId}
              align="left"
              eyebrow="Our story"
              title={`Founded in ${COMPANY.foundedYear}, in London`}
            />
            <div className="mt-6 grid gap-5 leading-7 text-slate-400">
              <EditableText as="p" editKey="about.story.paragraph-1">
                {PRODUCT_NAME} began in {COMPANY.foundedYear} with a simple frustration. Our founders ran marketing for local businesses and
                kept meeting excellent plumbers, clinics and cafés that were invisible on the map, while weaker competitors ranked above
                them.
              </EditableText>
              <EditableText as="p" editKey="about.story.paragraph-2">
                The tools of the time reported a single ranking from a single spot and left the rest to guesswork. So we built geo-grid
                scans that show rankings the way customers see them, then added AI to turn those insights into a clear list of next steps.
              </EditableText>
              <EditableText as="p" editKey="about.story.paragraph-3">
                Today the same platform serves independent shops, multi-location brands, franchises and the agencies that support them, and
                our team of local-search specialists still answers every question personally.
              </EditableText>
            </div>
          </div>
          <EditableImage
            editKey="about.story.image"
            src="/images/marketing/about-map.svg"
            alt="A stylised city map with business pins linked to a central LocalRank marker."
            width={560}
            height={420}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl border border-white/10 shadow-2xl shadow-black/40"
          />
        </div>
      </EditableBlock>

      <EditableBlock
        as="section"
        editKey="about.values"
        aria-labelledby={valuesId}
        className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            keyPrefix="about.values"
            id={valuesId}
            eyebrow="Core values"
            title="What we stand for"
            description="Six principles guide what we build and how we work with customers."
          />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {CORE_VALUES.map((value) => (
              <IconCard
                key={value.id}
                editKey={`about.values.item.${value.id}`}
                className="rounded-2xl border border-white/10 bg-night-800/80 p-7"
                icon={value.icon}
                title={value.title}
                text={value.text}
              />
            ))}
          </ul>
        </div>
      </EditableBlock>

      <EditableBlock as="section" editKey="about.numbers" aria-labelledby={numbersId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <SectionHeading keyPrefix="about.numbers" id={numbersId} eyebrow="By the numbers" title={`${PRODUCT_NAME} in numbers`} />
          <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {COMPANY_NUMBERS.map((item) => (
              <EditableBlock
                key={item.id}
                editKey={`about.numbers.item.${item.id}`}
                className="flex flex-col-reverse rounded-2xl border border-white/10 bg-gradient-to-b from-primary/10 to-night-800 p-6 text-center sm:p-8"
              >
                <EditableText as="dt" editKey={`about.numbers.item.${item.id}.label`} className="mt-2 text-sm font-medium text-slate-400">
                  {item.label}
                </EditableText>
                <EditableText
                  as="dd"
                  editKey={`about.numbers.item.${item.id}.value`}
                  className="bg-gradient-to-r from-white to-primary-soft bg-clip-text text-4xl font-bold tracking-tight text-transparent sm:text-5xl"
                >
                  {item.value}
                </EditableText>
              </EditableBlock>
            ))}
          </dl>
        </div>
      </EditableBlock>

      <CtaBand
        keyPrefix="about.cta"
        title="Start your 14-day free trial"
        description="See where you rank today and what to fix first. No credit card required."
        primary={{ label: 'Start Free Trial', to: FREE_TRIAL_PATH }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
      />
    </main>
  );
}
