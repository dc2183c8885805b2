import { PRODUCT_NAME } from '@app/contracts';
import type { ReactNode } from 'react';
import { LegalContentsIsland } from './legal-contents.island.tsx';
import { PrintButtonIsland } from '../../components/print-button.island.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { LegalSection } from './legal-section.ts';

// Section bodies are plain JSX (p, ul, h3, a, strong); this one class string gives them their type
// scale, on screen and on paper, so the content files carry words and not styling.
const PROSE = [
  'text-base leading-7 text-slate-300',
  '[&_p]:mt-4 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-white',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li]:marker:text-primary-soft',
  '[&_strong]:font-semibold [&_strong]:text-slate-100',
  '[&_a]:font-medium [&_a]:text-primary-soft [&_a]:underline [&_a]:decoration-primary-soft/40 [&_a]:underline-offset-4 [&_a:hover]:text-white',
  'print:text-black print:[&_h3]:text-black print:[&_strong]:text-black print:[&_a]:text-black print:[&_li]:marker:text-black',
].join(' ');

/**
 * The shared layout of the legal pages: an h1, a visible 'Last updated' line, a Print button and a
 * table of contents of plain in-page links to every section (both islands: the button shows, and the
 * section being read is highlighted, once their script runs), and one h2 per section in order, set in
 * lines of at most about 70 characters. It also sets the document title and prints cleanly in black on white.
 */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  /** The revision shown as 'Last updated: {label}'; `dateTime` is its machine-readable form (e.g. 2025-01). */
  updated: { label: string; dateTime: string };
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);

  return (
    <main id="main" className="relative isolate flex-1 overflow-x-clip print:bg-white print:text-black">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-80 w-[48rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl print:hidden"
      />
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8 lg:pb-28 print:max-w-none print:p-0">
        <header className="max-w-[70ch] border-b border-white/10 pb-8 print:border-black/20">
          <p className="text-sm font-semibold tracking-wide text-primary-soft uppercase print:text-black">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl print:text-3xl print:text-black">{title}</h1>
          <p className="mt-4 text-sm text-slate-400 print:text-black">
            Last updated: <time dateTime={updated.dateTime}>{updated.label}</time>
          </p>
          <div className="mt-6 text-base leading-7 text-slate-300 print:text-black">{summary}</div>
          <PrintButtonIsland className="mt-6" />
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 print:mt-6 print:block">
          <LegalContentsIsland sections={sections.map(({ id, title }) => ({ id, title }))} />

          <article className="min-w-0 max-w-[70ch]">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24 border-b border-white/5 py-10 first:pt-0 last:border-b-0 print:border-black/10 print:py-6"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-white print:break-after-avoid print:text-xl print:text-black"
                >
                  <span aria-hidden="true" className="text-base font-semibold text-primary-soft tabular-nums print:text-black">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </h2>
                <div className={PROSE}>{section.body}</div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </main>
  );
}
