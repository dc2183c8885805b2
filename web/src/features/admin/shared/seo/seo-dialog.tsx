import { pageSeoSchema, fieldErrors, TWITTER_CARD_TYPES, type PageSeo, type SeoContentRef } from '@app/contracts';
import { PAGE_SEO_GUIDANCE } from '@app/contracts/editable-pages';
import { DEFAULT_SHARE_IMAGE } from '@app/contracts/share-image';
import { produce } from 'immer';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { RobotsSwitches } from './robots-switches.tsx';
import { SearchResultPreview } from './search-result-preview.tsx';
import { SeoAnalysisPanel } from './seo-analysis-panel.tsx';
import { socialPreview } from './social-preview.ts';
import { OpenGraphCardPreview, XCardPreview } from './social-previews.tsx';
import { descriptionFit, titleFit } from './width-fit.ts';
import { WidthHint } from './width-hint.tsx';

const TABS = ['General', 'Open Graph', 'Twitter Card'] as const;

/** The question asked before closing the dialog with changes not yet saved or applied. */
export const DISCARD_SEO_CHANGES_QUESTION = 'Close SEO Settings and discard the changes you made here?';
type Tab = (typeof TABS)[number];

/** The last segment of a page's path, which the analysis reads as its slug ('' for the home page). */
function slugOfPath(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

/**
 * The SEO Settings dialog (docs/product.md §2) of a built-in page or a builder page: tabs General (title, description,
 * keywords, canonical URL, the robots switches, the SEO analysis with its focus keyphrase, the search-result preview
 * on desktop and mobile), Open Graph and Twitter Card (each with its card preview, on the share image the head will
 * name). Empty fields fall back to `defaults`, shown as placeholders. `html` is the page's body as drawn (the innerHTML
 * of its <main>, or of the builder's canvas), analysed as it is. The submit button says what it does (`submitLabel`,
 * with `submitNote` under it): the in-page editor's applies to its draft, the builder's saves.
 */
export function SeoDialog({
  path,
  defaults,
  seo,
  html,
  self,
  submitLabel,
  submitNote,
  pending = false,
  error = null,
  onSave,
  onReset,
  onClose,
}: {
  path: string;
  defaults: { title: string; description: string };
  seo: PageSeo;
  html: string;
  self?: SeoContentRef;
  submitLabel: string;
  submitNote?: ReactNode;
  pending?: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  error?: string | null;
  onSave: (seo: PageSeo) => void;
  onReset: () => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PageSeo>(seo);
  const [tab, setTab] = useState<Tab>('General');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    return () => previous?.focus();
  }, []);

  const set = (field: keyof PageSeo, value: string) =>
    setValues((current) =>
      produce(current, (draft) => {
        (draft as Record<string, string>)[field] = value;
      }),
    );
  const text = (field: keyof PageSeo) => ({
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
  });

  // Escape, ✕ and Cancel close the dialog; with changes made here, only once the person says to drop them (an Escape
  // pressed by habit took a written description with it).
  const changed = JSON.stringify(values) !== JSON.stringify(seo);
  const close = () => {
    if (!changed || window.confirm(DISCARD_SEO_CHANGES_QUESTION)) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageSeoSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onSave(parsed.data);
  };

  // Keys pressed in the dialog stay in it: the screen behind (the builder's Delete, Undo and Escape) never sees them.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') close();
  };
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next);
    requestAnimationFrame(() =>
      dialogRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${TABS.indexOf(next)}`)}`)?.focus(),
    );
  };

  const title = values.title || defaults.title;
  const description = values.description || defaults.description;
  const social = socialPreview(values, { title, description });

  return (
    <div className="fixed inset-0 z-[90] flex items-start justify-center overflow-y-auto bg-black/70 p-4 sm:p-8" onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="w-full max-w-3xl rounded-2xl border border-white/10 bg-night-800 shadow-2xl"
      >
        <form onSubmit={submit} noValidate>
          <div className="flex items-center justify-between border-b border-white/10 px-6 py-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
              SEO Settings
            </h2>
            <Button size="sm" variant="ghost" onClick={close} aria-label="Close SEO Settings">
              ✕
            </Button>
          </div>
          <div role="tablist" aria-label="SEO settings sections" className="flex gap-1 border-b border-white/10 px-6">
            {TABS.map((name, index) => (
              <button
                key={name}
                id={`${id}-tab-${index}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${id}-panel`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-medium ${tab === name ? 'border-primary-soft text-white' : 'border-transparent text-slate-400 hover:text-white'}`}
              >
                {name}
              </button>
            ))}
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${TABS.indexOf(tab)}`} className="grid gap-5 px-6 py-5">
            {tab === 'General' ? (
              <>
                <div className="grid gap-1">
                  <TextField label="SEO title" placeholder={defaults.title} {...text('title')} />
                  <WidthHint id={`${id}-title-count`} fit={titleFit(title)} length={title.length} guide={PAGE_SEO_GUIDANCE.title} />
                </div>
                <div className="grid gap-1">
                  <TextAreaField label="Meta description" rows={3} placeholder={defaults.description} {...text('description')} />
                  <WidthHint
                    id={`${id}-description-count`}
                    fit={descriptionFit(description)}
                    length={description.length}
                    guide={PAGE_SEO_GUIDANCE.description}
                  />
                </div>
                <TextField
                  label="Keywords"
                  placeholder="local seo, google business profile"
                  hint="Separate keywords with commas."
                  {...text('keywords')}
                />
                <TextField
                  label="Canonical URL"
                  placeholder={path}
                  hint="Leave empty to use this page's own address."
                  {...text('canonicalUrl')}
                />
                <RobotsSwitches value={values.robots} onChange={(robots) => set('robots', robots)} />
                <SeoAnalysisPanel
                  keyphrase={values.focusKeyphrase ?? ''}
                  onKeyphraseChange={(keyphrase) => set('focusKeyphrase', keyphrase)}
                  keyphraseError={errors.focusKeyphrase}
                  content={{ seoTitle: title, metaDescription: description, slug: slugOfPath(path), html }}
                  self={self}
                />
                <SearchResultPreview title={title} description={description} path={values.canonicalUrl || path} />
              </>
            ) : null}
            {tab === 'Open Graph' ? (
              <>
                <TextField label="Open Graph title" placeholder={title} {...text('ogTitle')} />
                <TextAreaField label="Open Graph description" rows={3} placeholder={description} {...text('ogDescription')} />
                <TextField
                  label="Open Graph image URL"
                  placeholder={DEFAULT_SHARE_IMAGE}
                  hint="Recommended size 1200x630."
                  {...text('ogImage')}
                />
                <OpenGraphCardPreview preview={social.openGraph} />
              </>
            ) : null}
            {tab === 'Twitter Card' ? (
              <>
                <SelectField
                  label="Card type"
                  value={values.twitterCard || 'summary_large_image'}
                  onChange={(event) => set('twitterCard', event.target.value)}
                >
                  {TWITTER_CARD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </SelectField>
                <TextField label="Twitter title" placeholder={values.ogTitle || title} {...text('twitterTitle')} />
                <TextAreaField
                  label="Twitter description"
                  rows={3}
                  placeholder={values.ogDescription || description}
                  {...text('twitterDescription')}
                />
                <TextField
                  label="Twitter image URL"
                  placeholder={values.ogImage || DEFAULT_SHARE_IMAGE}
                  hint="Large-image cards use 1200x675."
                  {...text('twitterImage')}
                />
                <XCardPreview preview={social.x} />
              </>
            ) : null}
          </div>
          <div className="grid gap-3 border-t border-white/10 px-6 py-4">
            {error ? (
              <p role="alert" className="text-sm text-red-400">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-between gap-2">
              <Button variant="ghost" onClick={onReset} disabled={pending}>
                Reset to defaults
              </Button>
              <div className="flex gap-2">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                  {submitLabel}
                </Button>
              </div>
            </div>
            {submitNote ? <p className="text-right text-xs text-slate-400">{submitNote}</p> : null}
          </div>
        </form>
      </div>
    </div>
  );
}
