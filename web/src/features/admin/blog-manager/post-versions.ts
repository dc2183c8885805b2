import type { BlogSeo } from '@app/contracts';
import { sameValue, type PostFields } from './post-draft.ts';

const FIELD_LABELS: Record<Exclude<keyof PostFields, 'seo'>, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  content: 'Content (HTML)',
  author: 'Author',
  categories: 'Categories',
  tags: 'Tags',
  featured: 'Featured Post',
  featuredImage: 'Featured image',
  imageUrl: 'Image URL',
  readTimeMinutes: 'Read time (minutes)',
};

const SEO_LABELS: Record<keyof BlogSeo, string> = {
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  keywords: 'Keywords',
  ogTitle: 'OG title',
  ogDescription: 'OG description',
  ogImage: 'OG image URL',
  twitterCard: 'Twitter card type',
  twitterTitle: 'Twitter title',
  twitterDescription: 'Twitter description',
  twitterImage: 'Twitter image URL',
  canonicalUrl: 'Canonical URL',
  focusKeyphrase: 'Focus keyphrase',
  robots: 'Robots',
};

/** One field that differs between two versions of a post, as text for a side-by-side view. */
export interface FieldDifference {
  label: string;
  mine: string;
  theirs: string;
}

function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (typeof value === 'object' && 'url' in value) return typeof value.url === 'string' ? value.url : '(image)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The fields (SEO ones one by one) where this admin's version and the stored one differ, in form order. */
export function differingFields(mine: PostFields, theirs: PostFields): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const key of Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]) {
    const text = (value: unknown) => (key === 'readTimeMinutes' && value === null ? '(computed from the words)' : asText(value));
    if (!sameValue(mine[key], theirs[key]))
      differences.push({ label: FIELD_LABELS[key], mine: text(mine[key]), theirs: text(theirs[key]) });
  }
  for (const key of Object.keys(SEO_LABELS) as (keyof BlogSeo)[]) {
    if (mine.seo[key] !== theirs.seo[key])
      differences.push({ label: SEO_LABELS[key], mine: asText(mine.seo[key]), theirs: asText(theirs.seo[key]) });
  }
  return differences;
}
