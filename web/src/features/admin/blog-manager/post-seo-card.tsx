import { blogArticleTitle, TWITTER_CARD_TYPES, type BlogSeo } from '@app/contracts';
import { DEFAULT_POST_IMAGE } from '@app/contracts/share-image';
import { postHeadDescription } from '@app/seo-analysis';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { RobotsSwitches } from '../shared/seo/robots-switches.tsx';
import { SeoAnalysisPanel } from '../shared/seo/seo-analysis-panel.tsx';
import { SearchResultPreview } from '../shared/seo/search-result-preview.tsx';
import { socialPreview } from '../shared/seo/social-preview.ts';
import { OpenGraphCardPreview, XCardPreview } from '../shared/seo/social-previews.tsx';
import { descriptionFit, titleFit } from '../shared/seo/width-fit.ts';
import { WidthHint } from '../shared/seo/width-hint.tsx';
import { EditorCard } from './editor-card.tsx';
import { featuredImageUrl } from './post-draft.ts';
import { BLOG_SEO_HINTS, copyFeaturedImage } from './post-form-rules.ts';
import type { PostEditor } from './use-post-editor.ts';

type TextSeoField = Exclude<keyof BlogSeo, 'twitterCard' | 'canonicalUrl' | 'robots' | 'focusKeyphrase'>;

/**
 * The Search Engine Optimization card: meta title and description with their width in pixels against what a search
 * result shows (and their length against the spec's hints), keywords, the robots switches, the SEO analysis of the
 * post (focus keyphrase, checks, scores), the search-result preview on desktop and mobile, the Open Graph and
 * Twitter Card fields with their card previews, and 'Copy Featured Image to SEO'.
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

  // What the article's head will show: its title (blogArticleTitle) and its description (postHeadDescription).
  const title = blogArticleTitle({ title: draft.title, seo });
  const description = postHeadDescription({ metaDescription: seo.metaDescription, excerpt: draft.excerpt, content: draft.content });
  const path = seo.canonicalUrl || `/blog/${draft.slug}`;
  const social = socialPreview(seo, { title, description, image: featuredImageUrl(draft) ?? DEFAULT_POST_IMAGE });

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
        <WidthHint id={`${id}-title-count`} fit={titleFit(title)} length={seo.metaTitle.length} guide={BLOG_SEO_HINTS.metaTitle} />
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
        <WidthHint
          id={`${id}-description-count`}
          fit={descriptionFit(description)}
          length={seo.metaDescription.length}
          guide={BLOG_SEO_HINTS.metaDescription}
        />
      </div>
      <TextField label="Keywords" maxLength={500} hint="Separate keywords with commas." {...field('keywords')} />
      <RobotsSwitches value={seo.robots} onChange={(robots) => edit((d) => void (d.seo.robots = robots))} />
      <SeoAnalysisPanel
        keyphrase={seo.focusKeyphrase}
        onKeyphraseChange={(keyphrase) => edit((d) => void (d.seo.focusKeyphrase = keyphrase))}
        content={{ seoTitle: title, metaDescription: description, slug: draft.slug, html: draft.content }}
        self={{ kind: 'post', id: String(editor.saved.id) }}
      />
      <SearchResultPreview title={title} description={description} path={path} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-white">Open Graph</legend>
        <TextField label="OG title" maxLength={255} {...field('ogTitle')} />
        <TextField label="OG image URL" maxLength={2000} {...field('ogImage')} />
        <TextAreaField label="OG description" rows={2} maxLength={500} className="sm:col-span-2" {...field('ogDescription')} />
        <div className="sm:col-span-2">
          <OpenGraphCardPreview preview={social.openGraph} />
        </div>
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
        <div className="sm:col-span-2">
          <XCardPreview preview={social.x} />
        </div>
      </fieldset>
    </EditorCard>
  );
}
