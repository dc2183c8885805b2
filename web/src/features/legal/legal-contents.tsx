import { useId } from 'react';
import { useActiveSection } from './use-active-section.ts';

/** A section as the contents list names it. */
export interface LegalContentsEntry {
  id: string;
  title: string;
}

/**
 * A legal page's table of contents: plain in-page links to every section, numbered; once the script
 * runs, the section being read is highlighted (`aria-current="location"`). Needs no app context (an island).
 */
export function LegalContents({ sections }: { sections: readonly LegalContentsEntry[] }) {
  const labelId = useId();
  const active = useActiveSection(sections.map((section) => section.id));
  return (
    <nav aria-labelledby={labelId} className="print:hidden lg:order-none">
      <div className="rounded-2xl border border-white/10 bg-night-800/70 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
        <p id={labelId} className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
          Contents
        </p>
        <ol className="mt-3 grid gap-0.5 text-sm">
          {sections.map((section, index) => {
            const current = active === section.id;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={current ? 'location' : undefined}
                  className={`flex gap-2.5 rounded-lg px-2.5 py-1.5 leading-5 transition-colors ${
                    current ? 'bg-primary/15 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white'
                  }`}
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-400 tabular-nums">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
