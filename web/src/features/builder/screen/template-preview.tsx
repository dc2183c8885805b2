import type { BuilderElement } from '@app/builder-engine';
import { BuilderElementView } from '../elements/builder-element-view.tsx';

/** The width a template is drawn at before it is scaled down: a desktop page's. */
const DRAWN_WIDTH_PX = 1200;

/**
 * A small picture of a saved or to-be-saved section: the element drawn by BuilderElementView at desktop width and
 * scaled to `width` x `height` pixels (the top of it when it is taller). Only a picture: hidden from assistive
 * technology, out of the tab order (inert) and not clickable, so its links and fields never take focus.
 */
export function TemplatePreview({ element, width, height }: { element: BuilderElement; width: number; height: number }) {
  return (
    <div
      aria-hidden="true"
      inert
      className="pointer-events-none relative shrink-0 overflow-hidden rounded-md border border-white/10 bg-night select-none"
      style={{ width, height }}
    >
      <div
        className="absolute top-0 left-0 origin-top-left"
        style={{ width: DRAWN_WIDTH_PX, transform: `scale(${width / DRAWN_WIDTH_PX})` }}
      >
        <BuilderElementView element={element} />
      </div>
    </div>
  );
}
