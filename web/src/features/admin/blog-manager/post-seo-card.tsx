import { TWITTER_CARD_TYPES, type BlogSeo } from '@app/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { SeoCounter } from '../shared/seo-counter.tsx';
import { SearchResultPreview } from '../shared/seo-previews.tsx';
import { EditorCard } from './editor-card.tsx';
import { featuredImageUrl } from './post-draft.ts';
import { BLOG_SEO_HINTS, copyFeaturedImage } from './post-form-rules.ts';
import type { PostEditor } from './use-post-editor.ts';

type TextSeoField = Exclude<keyof BlogSeo, 'twitterCard' | 'canonicalUrl' | 'robots'>;

/**
 * The Search Engine Optimization card: meta title and description with live counts against the hints,
 * keywords, Open Graph and Twitter Card fields, a search-result preview, and 'Copy Featured Image to SEO'.
 */
export function PostSeoCard({ editor }: { editor: PostEditor }) {
  const { draft, edit } = editor;
  const id = useId();
  const seo = draft.seo;
  const field = (name: TextSeoField) => ({
    value: seo[name],
    onChange: (event: { target: { value: string } }) => edit((d) => void (d.seo[name] = event.target.value)),
  });

  const copyImage = () => {
    const image = featuredImageUrl(draft);
    if (!image) {
      toast({ title: 'No featured image', description: 'Choose a featured image first.', variant: 'destructive' });
      return;
    }
    const next = copyFeaturedImage(image, seo);
    if (!next) {
      toast({ title: 'Nothing to copy', description: 'The OG and Twitter image fields already have images.' });
      return;
    }
    edit((d) => {
      d.seo.ogImage = next.ogImage;
      d.seo.twitterImage = next.twitterImage;
    });
    toast({ title: 'Images copied', description: 'Featured image was copied to empty OG and Twitter image fields' });
  };

  const title = seo.metaTitle || draft.title;
  const description = seo.metaDescription || draft.excerpt;

  return (
    <EditorCard
      title="Search Engine Optimization"
      actions={
        <Button size="sm" variant="outline" onClick={copyImage}>
          Copy Featured Image to SEO
        </Button>
      }
    >
      <div className="grid gap-1">
        <TextField
          label="Meta title"
          maxLength={255}
          placeholder={draft.title}
          aria-describedby={`${id}-title-count`}
          {...field('metaTitle')}
        />
        <SeoCounter id={`${id}-title-count`} length={seo.metaTitle.length} {...BLOG_SEO_HINTS.metaTitle} />
      </div>
      <div className="grid gap-1">
        <TextAreaField
          label="Meta description"
          rows={3}
          maxLength={500}
          placeholder={draft.excerpt}
          aria-describedby={`${id}-description-count`}
          {...field('metaDescription')}
        />
        <SeoCounter id={`${id}-description-count`} length={seo.metaDescription.length} {...BLOG_SEO_HINTS.metaDescription} />
      </div>
      <TextField label="Keywords" maxLength={500} hint="Separate keywords with commas." {...field('keywords')} />
      <SearchResultPreview title={title} url={`${window.location.host}/blog/${draft.slug}`} description={description} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-white">Open Graph</legend>
        <TextField label="OG title" maxLength={255} {...field('ogTitle')} />
        <TextField label="OG image URL" maxLength={2000} {...field('ogImage')} />
        <TextAreaField label="OG description" rows={2} maxLength={500} className="sm:col-span-2" {...field('ogDescription')} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-white">Twitter Card</legend>
        <SelectField
          label="Card type"
          value={seo.twitterCard}
          onChange={(event) => edit((d) => void (d.seo.twitterCard = event.target.value as BlogSeo['twitterCard']))}
        >
          {TWITTER_CARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField label="Twitter title" maxLength={255} {...field('twitterTitle')} />
        <TextField label="Twitter image URL" maxLength={2000} {...field('twitterImage')} />
        <TextAreaField label="Twitter description" rows={2} maxLength={500} className="sm:col-span-2" {...field('twitterDescription')} />
      </fieldset>
    </EditorCard>
  );
}
