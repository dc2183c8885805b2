import { columnWidth } from '@app/builder-engine';
import { elementCss } from './element-style.ts';
import { elementMarker, type ElementProps } from './element-props.ts';

/** A full-width band of the page. */
export function SectionElement({ element, children }: ElementProps) {
  return (
    <section {...elementMarker(element)} style={elementCss(element.style)}>
      {children}
    </section>
  );
}

/** A plain box: a container (centred, its width limited by its style) or a row of columns (flex and wrap from its style). */
export function BoxElement({ element, children }: ElementProps) {
  return (
    <div {...elementMarker(element)} style={elementCss(element.style)}>
      {children}
    </div>
  );
}

/** A column whose width is its size (full, 1/2, 1/3, 2/3, 1/4, 3/4 → 100%…75%). */
export function ColumnElement({ element, children }: ElementProps) {
  // The Column Size control owns the width; the other style keys still apply.
  return (
    <div {...elementMarker(element)} className="min-w-0" style={{ ...elementCss(element.style), width: columnWidth(element.size) }}>
      {children}
    </div>
  );
}

/** Empty vertical space (40px unless its height is set). */
export function SpacerElement({ element }: ElementProps) {
  return <div {...elementMarker(element)} aria-hidden="true" style={{ height: '40px', ...elementCss(element.style) }} />;
}

/** A horizontal rule. */
export function DividerElement({ element }: ElementProps) {
  return <hr {...elementMarker(element)} className="my-6 border-0 border-t border-white/10" style={elementCss(element.style)} />;
}
