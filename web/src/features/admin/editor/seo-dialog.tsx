import { PAGE_META, pageSeoSchema, fieldErrors, TWITTER_CARD_TYPES, type PageSeo, type StaticPageMeta } from '@app/contracts';
import { PAGE_SEO_GUIDANCE } from '@app/contracts/editable-pages';
import { produce } from 'immer';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SeoCounter } from '../shared/seo-counter.tsx';
import { SearchResultPreview, SocialCardPreview } from '../shared/seo-previews.tsx';

const TABS = ['General', 'Open Graph', 'Twitter Card'] as const;
type Tab = (typeof TABS)[number];

/**
 * The SEO Settings dialog (docs/product.md §2): tabs General (title, description, keywords, canonical URL),
 * Open Graph and Twitter Card, live counts against the guidance, a search-result preview and social
 * card previews. Empty fields fall back to the page's defaults, shown as placeholders.
 */
export function SeoDialog({
  path,
  seo,
  onSave,
  onReset,
  onClose,
}: {
  path: string;
  seo: PageSeo;
  onSave: (seo: PageSeo) => void;
  onReset: () => void;
  onClose: () => void;
}) {
  const defaults: StaticPageMeta = (PAGE_META as Record<string, StaticPageMeta>)[path] ?? { title: '', description: '' };
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageSeoSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onSave(parsed.data);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
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
  const host = window.location.host;
  const ogImage = values.ogImage || '/images/share/localrank-og.jpg';

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
            <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close SEO Settings">
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
                  <SeoCounter id={`${id}-title-count`} length={title.length} {...PAGE_SEO_GUIDANCE.title} />
                </div>
                <div className="grid gap-1">
                  <TextAreaField label="Meta description" rows={3} placeholder={defaults.description} {...text('description')} />
                  <SeoCounter id={`${id}-description-count`} length={description.length} {...PAGE_SEO_GUIDANCE.description} />
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
                <SearchResultPreview title={title} url={`${host}${values.canonicalUrl || path}`} description={description} />
              </>
            ) : null}
            {tab === 'Open Graph' ? (
              <>
                <TextField label="Open Graph title" placeholder={title} {...text('ogTitle')} />
                <TextAreaField label="Open Graph description" rows={3} placeholder={description} {...text('ogDescription')} />
                <TextField
                  label="Open Graph image URL"
                  placeholder="/images/share/localrank-og.jpg"
                  hint="Recommended size 1200x630."
                  {...text('ogImage')}
                />
                <SocialCardPreview
                  label="Open Graph preview"
                  image={ogImage}
                  title={values.ogTitle || title}
                  description={values.ogDescription || description}
                  host={host}
                  ratio="1200 / 630"
                  size="1200x630"
                />
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
                  placeholder={values.ogImage || '/images/share/localrank-og.jpg'}
                  hint="Large-image cards use 1200x675."
                  {...text('twitterImage')}
                />
                <SocialCardPreview
                  label="Twitter card preview"
                  image={values.twitterImage || ogImage}
                  title={values.twitterTitle || values.ogTitle || title}
                  description={values.twitterDescription || values.ogDescription || description}
                  host={host}
                  ratio={(values.twitterCard || 'summary_large_image') === 'summary_large_image' ? '1200 / 675' : '1 / 1'}
                  size={(values.twitterCard || 'summary_large_image') === 'summary_large_image' ? '1200x675' : '144x144'}
                />
              </>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-between gap-2 border-t border-white/10 px-6 py-4">
            <Button variant="ghost" onClick={onReset}>
              Reset to defaults
            </Button>
            <div className="flex gap-2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Save SEO Settings</Button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
