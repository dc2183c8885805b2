/** Shared zod schemas and constants: the contract between the web app and the server. */
export * from './brand.ts';
export * from './user.ts';
export * from './site-routes.ts';
export * from './validation.ts';
