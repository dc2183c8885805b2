import { useId } from 'react';
import { IconBadge } from '../shared/icon-badge.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { INSIGHTS } from './insights.ts';

/** Home section 3: the analytics insights, beside the geo-grid heatmap illustration. */
export function AnalyticsSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="mx-auto grid max-w-7xl items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id={headingId}
            align="left"
            eyebrow="Analytics insights"
            title="See exactly where you rank, street by street"
            description="Rank trackers give you one number. LocalRank shows you the whole map, explains what moved it and tells you what to do next."
          />
          <ul className="mt-10 grid gap-7 sm:grid-cols-2">
            {INSIGHTS.map((insight) => (
              <li key={insight.title} className="flex gap-4">
                <IconBadge name={insight.icon} />
                <div>
                  <h3 className="font-semibold text-white">{insight.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-400">{insight.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="relative">
          <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-primary/15 blur-2xl" />
          <img
            src="/images/marketing/geo-grid.svg"
            alt="A seven-by-seven geo-grid over a street map: positions 1 to 3 in green around the business, fading to 10 and beyond at the edges."
            width={560}
            height={480}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/40"
          />
          <figcaption className="mt-4 text-center text-sm text-slate-400">Illustration with sample data.</figcaption>
        </figure>
      </div>
    </section>
  );
}
