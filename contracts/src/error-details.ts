import type { BlogSaveConflict } from './blog-admin.ts';
import type { LiveAddressChange } from './builder-live-guard.ts';
import type { BuilderConflict } from './builder.ts';
import type { PageSaveConflict } from './page-content.ts';

/**
 * What an expected failure may carry beside its message and field errors, for the client to act on (tRPC's
 * `error.data.details`), told apart by `kind`: a page save that collided with another admin's (409 of
 * `page.save`), a builder step the engine refused (409 of `builderPage.submit`), a stale blog-post save (409), or a builder page change that
 * alters a live address and was not confirmed (409).
 */
export type AppErrorDetails =
  | ({ kind: 'pageConflict' } & PageSaveConflict)
  | ({ kind: 'builderConflict' } & BuilderConflict)
  | ({ kind: 'blogConflict' } & BlogSaveConflict)
  | ({ kind: 'liveAddressChange' } & LiveAddressChange);
