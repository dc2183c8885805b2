import { forEachElement, type Device } from '@app/builder-engine';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { BuilderElementView } from '../elements/builder-element-view.tsx';
import { BuilderRenderProvider, type BuilderRenderContextValue } from '../elements/builder-render-context.tsx';
import { BUILDER_ROOT_CLASS } from '../elements/builder-root-class.ts';
import { CANVAS_ROOT_ID } from './builder-dnd.tsx';
import { decorateCanvasNode } from './canvas-node.tsx';
import { useDeviceView, useScreenUi } from './screen-ui-context.ts';
import { RemoteSelections } from './remote-selections.tsx';
import { SelectionOverlay } from './selection-overlay.tsx';
import { useBuilderSession, useSessionValue } from './session-context.ts';

/** The canvas's width per device view (docs/product.md §9: tablet 768px, mobile 375px). */
export const DEVICE_MAX_WIDTH: Readonly<Record<Device, string>> = { desktop: '100%', tablet: '768px', mobile: '375px' };

// One render context per device view, so switching views re-renders the tree once and edits never do.
const RENDER_CONTEXTS: Readonly<Record<Device, BuilderRenderContextValue>> = {
  desktop: { device: 'desktop' },
  tablet: { device: 'tablet' },
  mobile: { device: 'mobile' },
};

/**
 * The canvas: the page's element tree drawn by BuilderElementView, styled as the chosen device view sees it
 * (tablet and mobile overrides, stacked columns; elements hidden on that device are drawn faded and stay
 * selectable). Click selects an element, a click on the background deselects; an empty page invites adding elements.
 */
export function BuilderCanvas() {
  const device = useDeviceView();
  const session = useBuilderSession();
  const ui = useScreenUi();
  const elements = useSessionValue((snapshot) => snapshot.editor.page.elements);
  const contentRef = useRef<HTMLDivElement>(null);

  // The keyboard way to select: with the canvas focused, Up and Down walk the elements in document order.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const { page, selectedId } = session.getSnapshot().editor;
    const ids: string[] = [];
    forEachElement(page, (element) => ids.push(element.id));
    if (ids.length === 0) return;
    event.preventDefault();
    const at = selectedId === null ? -1 : ids.indexOf(selectedId);
    const next = event.key === 'ArrowDown' ? Math.min(ids.length - 1, at + 1) : Math.max(0, at === -1 ? ids.length - 1 : at - 1);
    session.focus(ids[next] ?? null);
    ui.showTab('settings');
  };

  return (
    <BuilderRenderProvider value={RENDER_CONTEXTS[device]}>
      {/* The screen's main landmark: the page being built (the bar, sidebar and history are its chrome). */}
      <main className="min-h-0 flex-1 overflow-auto bg-black p-6" onClick={() => session.select(null)}>
        <div
          ref={contentRef}
          id={CANVAS_ROOT_ID}
          aria-label="Page canvas"
          aria-describedby="builder-canvas-keys"
          role="region"
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-device={device}
          className={`relative mx-auto min-h-[calc(100%-1rem)] ${BUILDER_ROOT_CLASS} bg-night shadow-2xl ring-1 ring-white/10 transition-[max-width] [&_[data-builder-hidden]]:opacity-35 [&_[data-builder-element]:hover]:outline-1 [&_[data-builder-element]:hover]:outline-indigo-400/50 [&_[data-builder-element]:hover]:outline-dashed`}
          style={{ maxWidth: DEVICE_MAX_WIDTH[device] }}
        >
          {elements.length === 0 ? (
            <div className="flex min-h-96 flex-col items-center justify-center gap-3 p-10 text-center">
              <p className="text-lg font-semibold text-white">This page is empty</p>
              <p className="text-sm text-slate-400">Start adding elements from the sidebar</p>
              <Button
                onClick={(event) => {
                  event.stopPropagation();
                  ui.showTab('elements');
                }}
              >
                Add Elements
              </Button>
            </div>
          ) : (
            elements.map((element) => <BuilderElementView key={element.id} element={element} decorate={decorateCanvasNode} />)
          )}
          <RemoteSelections contentRef={contentRef} />
          <SelectionOverlay contentRef={contentRef} />
          <p id="builder-canvas-keys" className="sr-only">
            Up and Down arrows select elements; Alt with the arrows moves the selected one; Delete removes it; Escape deselects.
          </p>
        </div>
      </main>
    </BuilderRenderProvider>
  );
}
