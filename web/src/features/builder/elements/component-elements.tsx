import { readComponentContent } from '@app/builder-engine';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { BuilderIcon } from './builder-icon.tsx';
import { BuilderLink } from './builder-link.tsx';
import { lookProps, useElementLook } from './element-look.ts';
import { elementMarker, type ElementProps } from './element-props.ts';

// Component types keep their structured content as JSON in `content` (the engine's component-content.ts);
// their own style map styles the outer card.

/** A quote with the name and role of the person who said it. */
export function TestimonialElement({ element, rowStackOn }: ElementProps) {
  const { quote, name, role } = readComponentContent('testimonial', element.content);
  return (
    <figure
      {...elementMarker(element)}
      {...lookProps(useElementLook(element, rowStackOn), 'rounded-2xl border border-white/10 bg-night-800 p-6')}
    >
      <MarketingIcon name="quote" className="size-8 text-primary-soft" />
      <blockquote className="mt-3 text-lg leading-relaxed text-slate-200">{quote}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="block font-semibold text-white">{name}</span>
        {role !== '' && <span className="block text-slate-400">{role}</span>}
      </figcaption>
    </figure>
  );
}

/** A card with an icon, a title and a short text. */
export function FeatureElement({ element, rowStackOn }: ElementProps) {
  const { icon, title, text } = readComponentContent('feature', element.content);
  return (
    <div
      {...elementMarker(element)}
      {...lookProps(useElementLook(element, rowStackOn), 'rounded-2xl border border-white/10 bg-night-800 p-6')}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
        <BuilderIcon name={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{text}</p>
    </div>
  );
}

/** A plan with its price and period, a features list and a button to the element's URL. */
export function PricingElement({ element, rowStackOn }: ElementProps) {
  const { plan, price, period, features, buttonText } = readComponentContent('pricing', element.content);
  return (
    <div
      {...elementMarker(element)}
      {...lookProps(useElementLook(element, rowStackOn), 'flex flex-col rounded-2xl border border-white/10 bg-night-800 p-6')}
    >
      <h3 className="text-lg font-semibold text-white">{plan}</h3>
      <p className="mt-3 text-slate-400">
        <span className="text-4xl font-bold text-white">{price}</span>
        {period !== '' && <span className="ml-1 text-sm">{period}</span>}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-300">
        {features.map((feature, index) => (
          // Features are plain strings that may repeat, so the position is their identity.
          <li key={index} className="flex items-start gap-2">
            <MarketingIcon name="check" className="mt-0.5 size-4 text-primary-soft" />
            {feature}
          </li>
        ))}
      </ul>
      <BuilderLink url={element.url} className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        {buttonText}
      </BuilderLink>
    </div>
  );
}

/** A call to action: a title, a text and a button to the element's URL. */
export function CtaElement({ element, rowStackOn }: ElementProps) {
  const { title, text, buttonText } = readComponentContent('cta', element.content);
  return (
    <div
      {...elementMarker(element)}
      {...lookProps(useElementLook(element, rowStackOn), 'rounded-2xl bg-primary/15 px-6 py-10 text-center')}
    >
      <h2 className="text-3xl font-bold text-white text-balance">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-300">{text}</p>
      <BuilderLink url={element.url} className={buttonClass({ size: 'lg' }, 'mt-6')}>
        {buttonText}
      </BuilderLink>
    </div>
  );
}
