/** Shared zod schemas and constants: the contract between the web app and the server. */
export * from './blog-admin.ts';
export * from './blog-post.ts';
export * from './blog-seo.ts';
export * from './brand.ts';
export * from './contact.ts';
export * from './media.ts';
export * from './newsletter.ts';
export * from './page-meta.ts';
export * from './paging.ts';
export * from './user.ts';
export * from './validation.ts';
export * from './page-content.ts';
export * from './editable-pages.ts';
export * from './builder.ts';
export * from './builder-form.ts';
export * from './form-post.ts';
export * from './team.ts';
