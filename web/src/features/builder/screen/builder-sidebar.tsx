import { ElementSettings } from './element-settings.tsx';
import { ElementsPalette } from './elements-palette.tsx';
import type { SidebarTab } from './screen-ui-context.ts';

const TABS: ReadonlyArray<{ id: SidebarTab; label: string }> = [
  { id: 'elements', label: 'Elements' },
  { id: 'settings', label: 'Settings' },
];

/** The collapsible left sidebar (w-64) with its Elements and Settings tabs. */
export function BuilderSidebar({ tab, onTab }: { tab: SidebarTab; onTab: (tab: SidebarTab) => void }) {
  return (
    <aside id="builder-sidebar" aria-label="Builder sidebar" className="flex w-64 shrink-0 flex-col border-r border-white/10 bg-night-800">
      <div role="tablist" aria-label="Sidebar" className="grid grid-cols-2 border-b border-white/10">
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`builder-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`builder-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => onTab(item.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') onTab(tab === 'elements' ? 'settings' : 'elements');
            }}
            className={`h-11 text-sm font-medium ${tab === item.id ? 'border-b-2 border-indigo-400 text-white' : 'text-slate-400 hover:text-white'}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        id={`builder-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`builder-tab-${tab}`}
        className="min-h-0 flex-1 overflow-y-auto p-4"
      >
        {tab === 'elements' ? <ElementsPalette /> : <ElementSettings />}
      </div>
    </aside>
  );
}
