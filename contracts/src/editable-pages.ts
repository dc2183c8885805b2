// Constants only, no zod: route files and public pages may import this module without pulling the
// schema library into the first-load bundle.

/** The seven built-in pages the content manager edits, in the sidebar's order (docs/product.md §2). */
export const EDITABLE_PAGES = [
  { slug: 'home', name: 'Home Page', path: '/' },
  { slug: 'features', name: 'Features Page', path: '/features' },
  { slug: 'use-cases', name: 'Use Cases Page', path: '/use-cases' },
  { slug: 'pricing', name: 'Pricing Page', path: '/pricing' },
  { slug: 'about', name: 'About Us Page', path: '/about' },
  { slug: 'contact', name: 'Contact Page', path: '/contact' },
  { slug: 'blog', name: 'Blog Page', path: '/blog' },
] as const;

/** One of the seven editable pages. */
export type EditablePage = (typeof EDITABLE_PAGES)[number];

/** The slug of an editable page ('home', 'pricing', ...). */
export type EditablePageSlug = EditablePage['slug'];

/** The editable page slugs as a tuple, for `z.enum`. */
export const EDITABLE_PAGE_SLUGS = EDITABLE_PAGES.map((page) => page.slug) as [EditablePageSlug, ...EditablePageSlug[]];

/** The editable page served at a path, if any. */
export function editablePageByPath(path: string): EditablePage | undefined {
  return EDITABLE_PAGES.find((page) => page.path === path);
}

/** The editable page with a slug, if any. */
export function editablePageBySlug(slug: string): EditablePage | undefined {
  return EDITABLE_PAGES.find((page) => page.slug === slug);
}

/** Object-fit choices of an edited image (docs/product.md §9). */
export const OBJECT_FIT_OPTIONS = ['contain', 'cover', 'fill', 'none', 'scale-down'] as const;

/** SEO guidance the editor counts against (docs/product.md §9): title 55-60 characters, description 150-160. */
export const PAGE_SEO_GUIDANCE = { title: { min: 55, max: 60 }, description: { min: 150, max: 160 } } as const;
