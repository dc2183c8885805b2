import { useId } from 'react';
import { SectionHeading } from '../shared/section-heading.tsx';
import { ADD_ONS } from './add-ons.ts';

/** The Pricing page's add-ons: citations $0.10 each, extra AI posts $0.05, extra geo-grid scans $2. */
export function AddOnsSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={headingId}
          eyebrow="Add-ons"
          title="Pay only for the extras you use"
          description="Top up any plan when you need more, with no change to your subscription."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {ADD_ONS.map((addOn) => (
            <li key={addOn.name} className="rounded-2xl border border-white/10 bg-night-800/80 p-7">
              <h3 className="text-lg font-semibold text-white">{addOn.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-3xl font-bold tracking-tight text-white">{addOn.price}</span>{' '}
                <span className="text-sm text-slate-400">{addOn.unit}</span>
              </p>
              <p className="mt-4 text-sm leading-6 text-slate-400">{addOn.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
