import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { PRICING_FAQ } from './pricing-faq.ts';

/**
 * Common billing questions as native disclosure widgets (`<details>`), so they need no script.
 * Keyed 'pricing.faq', each question 'pricing.faq.item.{id}'.
 */
export function PricingFaqSection() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="pricing.faq"
      aria-labelledby={headingId}
      className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading keyPrefix="pricing.faq" id={headingId} eyebrow="FAQ" title="Questions about pricing" />
        <div className="mt-10 grid gap-3">
          {PRICING_FAQ.map((item) => (
            <EditableBlock
              as="details"
              key={item.id}
              editKey={`pricing.faq.item.${item.id}`}
              className="group rounded-2xl border border-white/10 bg-night-800/80 px-6 py-4 open:pb-6"
            >
              <EditableText
                as="summary"
                editKey={`pricing.faq.item.${item.id}.question`}
                className="flex cursor-pointer list-none items-center justify-between gap-4 py-1 font-semibold text-white [&::-webkit-details-marker]:hidden"
                after={
                  <MarketingIcon
                    name="chevron-right"
                    className="size-5 text-slate-400 transition-transform group-open:rotate-90 motion-reduce:transition-none"
                  />
                }
              >
                {item.question}
              </EditableText>
              {/* An answer that starts with prices has its own key for the words after them, so an edit saved
                  before the figures were fixed (its key '.answer') never repeats them. */}
              <EditableText
                as="p"
                editKey={`pricing.faq.item.${item.id}.${item.figures ? 'answer-after-prices' : 'answer'}`}
                className="mt-3 leading-7 text-slate-400"
                before={item.figures ? `${item.figures} ` : undefined}
              >
                {item.answer}
              </EditableText>
            </EditableBlock>
          ))}
        </div>
      </div>
    </EditableBlock>
  );
}
