import type { BuilderElement, ElementType, StackOn } from '@app/builder-engine';
import { Fragment, memo, type ComponentType, type ReactNode } from 'react';
import { CtaElement, FeatureElement, PricingElement, TestimonialElement } from './component-elements.tsx';
import { ButtonElement, HeadingElement, IconElement, ImageElement, TextElement, VideoElement } from './content-elements.tsx';
import type { ElementProps } from './element-props.ts';
import { FormElement } from './form-element.tsx';
import { BoxElement, ColumnElement, DividerElement, SectionElement, SpacerElement } from './layout-elements.tsx';
import { RichTextElement } from './rich-text-element.tsx';

/** One component per element type. */
const ELEMENT_COMPONENTS: Readonly<Record<ElementType, ComponentType<ElementProps>>> = {
  section: SectionElement,
  container: BoxElement,
  row: BoxElement,
  column: ColumnElement,
  spacer: SpacerElement,
  divider: DividerElement,
  heading: HeadingElement,
  text: TextElement,
  button: ButtonElement,
  image: ImageElement,
  video: VideoElement,
  icon: IconElement,
  testimonial: TestimonialElement,
  feature: FeatureElement,
  pricing: PricingElement,
  cta: CtaElement,
  form: FormElement,
  richtext: RichTextElement,
};

/** The types that draw their children inside them; the others are leaves (children, if any, are not drawn). */
const LAYOUT_TYPES: ReadonlySet<ElementType> = new Set(['section', 'container', 'row', 'column']);

/** Props of `BuilderElementView`. Keep `renderChild` and `decorate` stable (module functions or useCallback), or memoisation is lost. */
export interface BuilderElementViewProps {
  element: BuilderElement;
  /** Draws a child instead of the default `<BuilderElementView element={child} decorate={decorate} />` (keyed by the child's id for you). */
  renderChild?: (child: BuilderElement) => ReactNode;
  /** Wraps the drawn element, e.g. with the canvas's selection outline and drag handle. */
  decorate?: (element: BuilderElement, node: ReactNode) => ReactNode;
  /** Test-only: called each time this element really renders (not when memo skips it). */
  onRender?: (element: BuilderElement) => void;
  /** The stacking of the row this element sits in; a row passes its own to its children. */
  rowStackOn?: StackOn;
}

function ElementView({ element, renderChild, decorate, onRender, rowStackOn }: BuilderElementViewProps) {
  onRender?.(element);
  const Component = ELEMENT_COMPONENTS[element.type];
  // An element from an unvalidated source with an unknown type draws nothing rather than crashing the page.
  if (Component === undefined) return null;
  const childStackOn = element.type === 'row' ? (element.stackOn ?? 'mobile') : undefined;
  const children = LAYOUT_TYPES.has(element.type)
    ? element.children.map((child) =>
        renderChild ? (
          <Fragment key={child.id}>{renderChild(child)}</Fragment>
        ) : (
          <BuilderElementView key={child.id} element={child} decorate={decorate} onRender={onRender} rowStackOn={childStackOn} />
        ),
      )
    : undefined;
  const node = (
    <Component element={element} rowStackOn={rowStackOn}>
      {children}
    </Component>
  );
  return decorate ? decorate(element, node) : node;
}

/**
 * Draws one builder element and its subtree, styled only from the element's validated style map. Memoised by
 * element identity: the engine shares unchanged subtrees between versions, so an edit re-renders only the
 * path from the root to the changed element.
 */
export const BuilderElementView = memo(ElementView);
