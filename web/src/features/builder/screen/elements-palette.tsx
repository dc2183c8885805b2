import { ELEMENT_TYPE_LABELS, type ElementType } from '@app/builder-engine';
import { useDraggable } from '@dnd-kit/core';
import type { DragSubject } from './builder-dnd.tsx';
import { addFromPalette } from './edit-actions.ts';
import { useBuilderSession } from './session-context.ts';
import { TemplatesGroup } from './templates-group.tsx';

/** The Elements tab's three groups (docs/product.md §2), all open. */
export const PALETTE_GROUPS: ReadonlyArray<{ title: string; types: readonly ElementType[] }> = [
  { title: 'Layout', types: ['section', 'container', 'row', 'column', 'spacer', 'divider'] },
  { title: 'Content', types: ['heading', 'text', 'button', 'image', 'video', 'icon'] },
  { title: 'Components', types: ['testimonial', 'feature', 'pricing', 'cta', 'form'] },
];

function PaletteItem({ type }: { type: ElementType }) {
  const session = useBuilderSession();
  const subject: DragSubject = { kind: 'new', type };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `new:${type}`, data: subject });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // dnd-kit's attributes would make this a generic 'button' with a drag description; the name stays the label.
      aria-roledescription={undefined}
      onClick={() => addFromPalette(session, type)}
      className="flex h-16 cursor-grab flex-col items-center justify-center rounded-lg border border-white/10 bg-night-700 text-xs font-medium text-slate-200 hover:border-indigo-400/60 hover:bg-night-600 active:cursor-grabbing"
    >
      {ELEMENT_TYPE_LABELS[type]}
    </button>
  );
}

/**
 * The Elements tab: click an item to add it inside the selected container (after a selected element that is not one, or at
 * the end of the page when nothing is selected), or drag it to a place on the canvas; below, the saved templates.
 */
export function ElementsPalette() {
  return (
    <div className="space-y-5">
      <p className="text-xs text-slate-400">Drag or click to add to page</p>
      {PALETTE_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <details open>
            <summary className="mb-2 cursor-pointer text-xs font-semibold tracking-wide text-slate-300 uppercase">{group.title}</summary>
            <div className="grid grid-cols-2 gap-2">
              {group.types.map((type) => (
                <PaletteItem key={type} type={type} />
              ))}
            </div>
          </details>
        </section>
      ))}
      <TemplatesGroup />
    </div>
  );
}
