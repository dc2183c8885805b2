import { useId } from 'react';
import { IconBadge } from '../shared/icon-badge.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { INSIGHTS } from './insights.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableImage } from '../../page-content/editable-image.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { ILLUSTRATIONS, illustrationImage } from '../shared/illustrations.ts';

/** Home section 3: the analytics insights, beside the geo-grid heatmap illustration. */
export function AnalyticsSection() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="home.analytics"
      aria-labelledby={headingId}
      className="overflow-hidden px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            keyPrefix="home.analytics"
            id={headingId}
            align="left"
            eyebrow="Analytics insights"
            title="See exactly where you rank, street by street"
            description="Rank trackers give you one number. LocalRank shows you the whole map, explains what moved it and tells you what to do next."
          />
          <ul className="mt-10 grid gap-7 sm:grid-cols-2">
            {INSIGHTS.map((insight) => (
              <EditableBlock as="li" key={insight.id} editKey={`home.analytics.item.${insight.id}`} className="flex gap-4">
                <IconBadge name={insight.icon} />
                <div>
                  <EditableText as="h3" editKey={`home.analytics.item.${insight.id}.title`} className="font-semibold text-white">
                    {insight.title}
                  </EditableText>
                  <EditableText
                    as="p"
                    editKey={`home.analytics.item.${insight.id}.text`}
                    className="mt-1.5 text-sm leading-6 text-slate-400"
                  >
                    {insight.text}
                  </EditableText>
                </div>
              </EditableBlock>
            ))}
          </ul>
        </div>
        <figure className="relative">
          <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-primary/15 blur-2xl" />
          <EditableImage
            editKey="home.analytics.image"
            {...illustrationImage(ILLUSTRATIONS.geoGrid)}
            alt="A seven-by-seven geo-grid over a street map: positions 1 to 3 in green around the business, fading to 10 and beyond at the edges."
            width={560}
            height={480}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/40"
          />
          <EditableText as="figcaption" editKey="home.analytics.caption" className="mt-4 text-center text-sm text-slate-400">
            Illustration with sample data.
          </EditableText>
        </figure>
      </div>
    </EditableBlock>
  );
}
