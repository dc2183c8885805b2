import type { ElementEdit, PageContent, PageEdits, PageSeo } from '@app/contracts';
import { produce } from 'immer';

/**
 * The in-page editor's state for one page: what the server holds (`base`, at `baseVersion`) and the
 * admin's unsaved changes on top of it. A change maps an element key to its whole new edit, or to null
 * to restore the built-in element; SEO changes map a field to its new value ('' restores the default).
 */
export interface EditorDraft {
  slug: string;
  baseVersion: number;
  base: { edits: PageEdits; seo: PageSeo };
  changes: { edits: Record<string, ElementEdit | null>; seo: PageSeo };
}

/** A draft with no changes over the page as the server sent it. */
export function draftFromContent(content: PageContent): EditorDraft {
  return {
    slug: content.slug,
    baseVersion: content.version,
    base: { edits: content.edits, seo: content.seo },
    changes: { edits: {}, seo: {} },
  };
}

/** Whether the draft holds anything not yet saved. */
export function isDirty(draft: EditorDraft): boolean {
  return Object.keys(draft.changes.edits).length > 0 || Object.keys(draft.changes.seo).length > 0;
}

/** The edits the page shows: the saved ones with the unsaved changes applied. */
export function effectiveEdits(draft: EditorDraft): PageEdits {
  const edits: PageEdits = { ...draft.base.edits };
  for (const [key, edit] of Object.entries(draft.changes.edits)) {
    if (edit === null) delete edits[key];
    else edits[key] = edit;
  }
  return edits;
}

/** The SEO settings the dialog shows: the saved ones with the unsaved changes applied. */
export function effectiveSeo(draft: EditorDraft): PageSeo {
  return { ...draft.base.seo, ...draft.changes.seo };
}

/** Drops empty parts of an edit, so "changed back" reads as no edit at all. */
function compact(edit: ElementEdit): ElementEdit | null {
  const result: ElementEdit = {};
  for (const [field, value] of Object.entries(edit) as [keyof ElementEdit, ElementEdit[keyof ElementEdit]][]) {
    if (value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (field === 'style' && value && typeof value === 'object' && Object.keys(value).length === 0) continue;
    (result as Record<string, unknown>)[field] = value;
  }
  return Object.keys(result).length > 0 ? result : null;
}

function sameEdit(a: ElementEdit | null | undefined, b: ElementEdit | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Merges `patch` into the element's current edit (fields set to undefined are dropped). A result equal
 * to the saved edit is no change at all.
 */
export function patchElement(draft: EditorDraft, key: string, patch: Partial<Record<keyof ElementEdit, unknown>>): EditorDraft {
  return produce(draft, (next) => {
    const current = key in next.changes.edits ? next.changes.edits[key] : next.base.edits[key];
    const merged = compact({ ...(current ?? {}), ...patch } as ElementEdit);
    if (sameEdit(merged, next.base.edits[key])) delete next.changes.edits[key];
    else next.changes.edits[key] = merged;
  });
}

/** Restores the built-in element: its saved edit, if any, is removed on the next save. */
export function resetElement(draft: EditorDraft, key: string): EditorDraft {
  return produce(draft, (next) => {
    if (next.base.edits[key] === undefined) delete next.changes.edits[key];
    else next.changes.edits[key] = null;
  });
}

/** Sets SEO fields; a value equal to the saved one is no change. */
export function patchSeo(draft: EditorDraft, patch: PageSeo): EditorDraft {
  return produce(draft, (next) => {
    for (const [field, value] of Object.entries(patch) as [keyof PageSeo, string][]) {
      if ((next.base.seo[field] ?? '') === (value ?? '')) delete next.changes.seo[field];
      else (next.changes.seo as Record<string, string>)[field] = value ?? '';
    }
  });
}

/** Clears every SEO field back to the page's defaults. */
export function resetSeo(draft: EditorDraft): EditorDraft {
  return produce(draft, (next) => {
    next.changes.seo = {};
    for (const field of Object.keys(next.base.seo) as (keyof PageSeo)[]) {
      if (next.base.seo[field]) (next.changes.seo as Record<string, string>)[field] = '';
    }
  });
}

/**
 * Moves the draft onto a newer server copy: the base becomes `content`, and a change that the new
 * copy already holds is dropped. Changes in `discard` (keys, 'seo.<field>' for SEO) are dropped too.
 */
export function rebaseDraft(draft: EditorDraft, content: PageContent, discard: string[] = []): EditorDraft {
  const dropped = new Set(discard);
  return produce(draftFromContent(content), (next) => {
    for (const [key, edit] of Object.entries(draft.changes.edits)) {
      if (dropped.has(key) || sameEdit(edit, content.edits[key])) continue;
      if (edit === null && content.edits[key] === undefined) continue;
      next.changes.edits[key] = edit;
    }
    for (const [field, value] of Object.entries(draft.changes.seo) as [keyof PageSeo, string][]) {
      if (dropped.has(`seo.${field}`) || (content.seo[field] ?? '') === value) continue;
      (next.changes.seo as Record<string, string>)[field] = value;
    }
  });
}
