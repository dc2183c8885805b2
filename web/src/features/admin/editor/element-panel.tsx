import type { ElementEdit } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ContentEditingForm, type ApplyEdit } from './content-editing-form.tsx';
import { labelForKey, type ElementInfo } from './element-info.ts';
import { PanelSection } from './panel-section.tsx';
import { RemovalOptions, type CellRef } from './removal-options.tsx';
import { StylingOptions } from './styling-options.tsx';

const KIND_NAMES: Record<ElementInfo['kind'], string> = {
  heading: 'Heading',
  text: 'Text',
  link: 'Link',
  button: 'Button',
  image: 'Image',
  block: 'Section',
  table: 'Table',
};

/**
 * The in-page editor's side panel for the selected element (docs/product.md §2): SEO Settings, Child Elements,
 * Content Editing, Removal Options and Styling Options, each collapsible.
 */
export function ElementPanel({
  info,
  edit,
  cell,
  onApply,
  onRestore,
  onSelect,
  onClose,
  onOpenSeo,
}: {
  info: ElementInfo;
  edit: ElementEdit | undefined;
  cell: CellRef;
  onApply: ApplyEdit;
  onRestore: () => void;
  onSelect: (key: string) => void;
  onClose: () => void;
  onOpenSeo: () => void;
}) {
  // Forms start from the element's current values; a new element or a saved change starts them afresh.
  const formKey = `${info.key}|${JSON.stringify(edit ?? null)}`;
  return (
    <aside aria-label="Element editor" className="flex h-full flex-col overflow-y-auto border-l border-white/10 bg-night-800">
      <div className="flex items-start justify-between gap-3 border-b border-white/10 px-4 py-4">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-white">{labelForKey(info.key)}</h2>
          <p className="mt-0.5 text-xs text-slate-400">
            {KIND_NAMES[info.kind]}
            {info.isContainer ? ' · Container' : ''} · <code className="text-slate-400">{info.key}</code>
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close element editor">
          ✕
        </Button>
      </div>
      <PanelSection title="SEO Settings">
        <p className="text-sm text-slate-400">Title, description, keywords and social previews of this page.</p>
        <Button size="sm" variant="outline" onClick={onOpenSeo}>
          Open SEO Settings
        </Button>
      </PanelSection>
      <PanelSection title="Child Elements" defaultOpen={info.children.length > 0}>
        {info.children.length === 0 ? (
          <p className="text-sm text-slate-400">This element has no editable child elements.</p>
        ) : (
          <ul className="grid gap-1">
            {info.children.map((child) => (
              <li key={child.key}>
                <button
                  type="button"
                  onClick={() => onSelect(child.key)}
                  className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-200 hover:bg-white/5"
                >
                  <span className="truncate">{child.summary || labelForKey(child.key)}</span>
                  <span className="shrink-0 text-xs text-slate-400">{KIND_NAMES[child.kind]}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      <PanelSection title="Content Editing" defaultOpen>
        <ContentEditingForm key={formKey} info={info} edit={edit} onApply={onApply} />
      </PanelSection>
      <PanelSection title="Removal Options" defaultOpen={info.kind === 'table'}>
        <RemovalOptions info={info} edit={edit} cell={cell} onApply={onApply} onRestore={onRestore} />
      </PanelSection>
      <PanelSection title="Styling Options">
        <StylingOptions key={formKey} info={info} edit={edit} onApply={onApply} />
      </PanelSection>
    </aside>
  );
}
