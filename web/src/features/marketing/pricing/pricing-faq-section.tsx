import { useId } from 'react';
import { MarketingIcon } from '../shared/marketing-icon.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { PRICING_FAQ } from './pricing-faq.ts';

/** Common billing questions as native disclosure widgets (`<details>`), so they need no script. */
export function PricingFaqSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} eyebrow="FAQ" title="Questions about pricing" />
        <div className="mt-10 grid gap-3">
          {PRICING_FAQ.map((item) => (
            <details
              key={item.question}
              className="group rounded-2xl border border-white/10 bg-night-800/80 px-6 py-4 open:pb-6"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-1 font-semibold text-white [&::-webkit-details-marker]:hidden">
                {item.question}
                <MarketingIcon
                  name="chevron-right"
                  className="size-5 text-slate-400 transition-transform group-open:rotate-90 motion-reduce:transition-none"
                />
              </summary>
              <p className="mt-3 leading-7 text-slate-400">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
