import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { SectionHeading } from '../shared/section-heading.tsx';
import { ADD_ONS } from './add-ons.ts';

/**
 * The Pricing page's add-ons: citations $0.10 each, extra AI posts $0.05, extra geo-grid scans $2.
 * Keyed 'pricing.add-ons', each card 'pricing.add-ons.item.{id}'.
 */
export function AddOnsSection() {
  const headingId = useId();
  return (
    <EditableBlock
      as="section"
      editKey="pricing.add-ons"
      aria-labelledby={headingId}
      className="bg-night-800/40 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          keyPrefix="pricing.add-ons"
          id={headingId}
          eyebrow="Add-ons"
          title="Pay only for the extras you use"
          description="Top up any plan when you need more, with no change to your subscription."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {ADD_ONS.map((addOn) => (
            <EditableBlock
              as="li"
              key={addOn.id}
              editKey={`pricing.add-ons.item.${addOn.id}`}
              className="rounded-2xl border border-white/10 bg-night-800/80 p-7"
            >
              <EditableText as="h3" editKey={`pricing.add-ons.item.${addOn.id}.name`} className="text-lg font-semibold text-white">
                {addOn.name}
              </EditableText>
              <p className="mt-4 flex items-baseline gap-2">
                <EditableText
                  as="span"
                  editKey={`pricing.add-ons.item.${addOn.id}.price`}
                  className="text-3xl font-bold tracking-tight text-white"
                >
                  {addOn.price}
                </EditableText>{' '}
                <EditableText as="span" editKey={`pricing.add-ons.item.${addOn.id}.unit`} className="text-sm text-slate-400">
                  {addOn.unit}
                </EditableText>
              </p>
              <EditableText
                as="p"
                editKey={`pricing.add-ons.item.${addOn.id}.description`}
                className="mt-4 text-sm leading-6 text-slate-400"
              >
                {addOn.description}
              </EditableText>
            </EditableBlock>
          ))}
        </ul>
      </div>
    </EditableBlock>
  );
}
