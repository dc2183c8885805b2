// Guarded publishing: which changes to a builder page alter what every visitor sees at an address the site
// already serves (a built-in page, or the page's own live address), in plain words. The server refuses such a
// change (409, kind 'liveAddressChange') unless the call names each address in `confirmedAddresses` (confirmedAddressesSchema in builder.ts); the
// builder's dialogs ask first with the same sentence, and send the addresses once the person confirms.
import { builderPagePath } from './builder.ts';
import { editablePageByPath } from './editable-pages.ts';
import { PAGE_META } from './page-meta.ts';

/** The built-in page at a public path ('/' → Home), or null when the site has none there. */
export function builtInPageAt(path: string): { name: string; path: string } | null {
  const editable = editablePageByPath(path);
  if (editable) return { name: editable.name.replace(/ Page$/, ''), path };
  if (!Object.hasOwn(PAGE_META, path)) return null;
  const title = PAGE_META[path as keyof typeof PAGE_META].title;
  return { name: title.split(' · ')[0] ?? title, path };
}

/** What a builder page is, as the guard reads it: its name, slug and whether it is live. */
export interface GuardedPage {
  name: string;
  slug: string;
  publishedVersion: number | null;
}

/** A guarded change: publish, unpublish, delete, or a move to `newSlug` (renaming its address). */
export type LiveChange = { operation: 'publish' | 'unpublish' | 'delete' } | { operation: 'move'; newSlug: string };

/** One address a change alters for every visitor, and the sentence that says how. */
export interface LiveAddressEffect {
  path: string;
  /** The built-in page at that address, if any. */
  builtInPage: string | null;
  sentence: string;
}

/**
 * What `change` to `page` does to the live site, address by address (empty when nothing a visitor sees changes in
 * a way that needs asking): publishing a page at a built-in page's address replaces that page; unpublishing it brings
 * the built-in page back; deleting or moving a published page takes it off its address (the built-in page comes
 * back, or visitors get "page not found" or are sent on), and moving it onto a built-in page's address replaces that one.
 */
export function liveAddressEffects(page: GuardedPage, change: LiveChange): LiveAddressEffect[] {
  const path = builderPagePath(page.slug);
  const builtIn = builtInPageAt(path);
  const live = page.publishedVersion !== null;
  const name = `“${page.name}”`;
  const effect = (at: string, sentence: string): LiveAddressEffect => ({
    path: at,
    builtInPage: builtInPageAt(at)?.name ?? null,
    sentence,
  });
  switch (change.operation) {
    case 'publish':
      return builtIn ? [effect(path, `Publishing ${name} replaces the built-in ${builtIn.name} page at ${path} for every visitor.`)] : [];
    case 'unpublish':
      return builtIn && live
        ? [effect(path, `Unpublishing ${name} brings back the built-in ${builtIn.name} page at ${path} for every visitor.`)]
        : [];
    case 'delete':
      if (!live) return [];
      return [
        effect(
          path,
          builtIn
            ? `Deleting ${name} takes it off the site: every visitor to ${path} sees the built-in ${builtIn.name} page again.`
            : `Deleting ${name} takes it off the site: visitors to ${path} get “page not found”.`,
        ),
      ];
    case 'move': {
      const to = builderPagePath(change.newSlug);
      if (!live || to === path) return [];
      const target = builtInPageAt(to);
      const effects = [
        effect(
          path,
          builtIn
            ? `Moving ${name} from ${path} to ${to} brings back the built-in ${builtIn.name} page at ${path} for every visitor.`
            : `Moving ${name} from ${path} to ${to} takes it off ${path}; visitors there are sent on to ${to}.`,
        ),
      ];
      if (target) effects.push(effect(to, `At ${to}, ${name} replaces the built-in ${target.name} page for every visitor.`));
      return effects;
    }
  }
}

/** The addresses a change needs confirmed that `confirmed` does not name, in the order of `effects`. */
export function unconfirmedEffects(effects: readonly LiveAddressEffect[], confirmed: readonly string[] | undefined): LiveAddressEffect[] {
  return effects.filter((item) => !(confirmed ?? []).includes(item.path));
}

/**
 * What a refused guarded call carries in `error.data.details` (kind 'liveAddressChange', status 409): the page, the
 * operation and each address it would change with the sentence that says how. Call again with `confirmedAddresses`
 * naming every `effects[].path` to go ahead.
 */
export interface LiveAddressChange {
  pageName: string;
  operation: LiveChange['operation'];
  effects: LiveAddressEffect[];
}
