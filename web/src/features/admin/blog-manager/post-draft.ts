import type { AdminBlogPost, BlogPostFields, UpdateBlogPostInput } from '@app/contracts';

/**
 * The fields of a post the editor changes: the contract's editable fields, with the chosen media image
 * kept whole (id and URL, to show it) instead of its id alone.
 */
export type PostFields = Omit<BlogPostFields, 'featuredImageId'> & { featuredImage: { id: number; url: string } | null };

/** The editor's fields of a saved post. */
export function fieldsOfPost(post: AdminBlogPost): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    categories: [...post.categories],
    tags: [...post.tags],
    featured: post.featured,
    featuredImage: post.featuredImage ? { id: post.featuredImage.id, url: post.featuredImage.url } : null,
    imageUrl: post.imageUrl,
    readTimeMinutes: post.readTimeManual ? post.readTimeMinutes : null,
    seo: { ...post.seo },
  };
}

/** The URL of the post's featured image (a media image, else its plain image URL), or null. */
export function featuredImageUrl(fields: Pick<PostFields, 'featuredImage' | 'imageUrl'>): string | null {
  return fields.featuredImage?.url ?? fields.imageUrl ?? null;
}

/** Deep equality of two JSON-like values (the fields hold only strings, numbers, booleans, arrays and objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The names of the fields where `draft` differs from `saved`. */
export function changedFieldNames(draft: PostFields, saved: PostFields): (keyof PostFields)[] {
  return (Object.keys(draft) as (keyof PostFields)[]).filter((key) => !sameValue(draft[key], saved[key]));
}

/** The update request for the fields that changed, made on the revision `baseRevision`. */
export function updateInput(id: number, baseRevision: number, draft: PostFields, saved: PostFields): UpdateBlogPostInput {
  const input: UpdateBlogPostInput = { id, baseRevision };
  for (const key of changedFieldNames(draft, saved)) {
    if (key === 'featuredImage') input.featuredImageId = draft.featuredImage?.id ?? null;
    else (input as Record<string, unknown>)[key] = draft[key];
  }
  return input;
}

/**
 * The draft after a save answered with `savedNow`: the fields sent and not changed since take the
 * server's values (trimmed text, sanitised HTML); a field typed into while the save was under way keeps
 * the newer text.
 */
export function rebaseAfterSave(draft: PostFields, sent: PostFields, savedNow: PostFields): PostFields {
  const next = { ...savedNow };
  for (const key of Object.keys(draft) as (keyof PostFields)[]) {
    if (!sameValue(draft[key], sent[key])) (next as Record<string, unknown>)[key] = draft[key];
  }
  return next;
}
