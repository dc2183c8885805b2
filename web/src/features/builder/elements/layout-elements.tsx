import { isBoxedSection } from './element-layers.ts';
import { lookProps, useElementLook } from './element-look.ts';
import { elementMarker, type ElementProps } from './element-props.ts';

/** A full-width band of the page; a boxed one holds its content in a centred inner box with side padding. */
export function SectionElement({ element, children, rowStackOn }: ElementProps) {
  const look = useElementLook(element, rowStackOn);
  const inner = useElementLook(element, rowStackOn, 'inner');
  return (
    <section {...elementMarker(element)} {...lookProps(look)}>
      {isBoxedSection(element) ? <div {...lookProps(inner)}>{children}</div> : children}
    </section>
  );
}

/** A plain box: a container (centred, its width limited by its style) or a row of columns (flex and wrap from its style). */
export function BoxElement({ element, children, rowStackOn }: ElementProps) {
  return (
    <div {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn))}>
      {children}
    </div>
  );
}

/**
 * A column whose width is its size (full, 1/2, 1/3, 2/3, 1/4, 3/4 → 100%…75%), stacked to full width from the
 * device its row says (mobile unless the row says otherwise).
 */
export function ColumnElement({ element, children, rowStackOn }: ElementProps) {
  return (
    <div {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'min-w-0')}>
      {children}
    </div>
  );
}

/** Empty vertical space (40px unless its height is set). */
export function SpacerElement({ element, rowStackOn }: ElementProps) {
  return <div {...elementMarker(element)} aria-hidden="true" {...lookProps(useElementLook(element, rowStackOn))} />;
}

/** A horizontal rule. */
export function DividerElement({ element, rowStackOn }: ElementProps) {
  return <hr {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'my-6 border-0 border-t border-white/10')} />;
}
