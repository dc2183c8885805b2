import type { ElementEdit, PageSeo } from '@app/contracts';

/** What a page row holds that a save merges into: edits and SEO, and the version each key last changed at. */
export interface StoredPageState {
  edits: Record<string, unknown>;
  seo: Record<string, unknown>;
  editVersions: Record<string, number>;
  seoVersions: Record<string, number>;
}

/** The changed keys of one save, already checked against the stored state. */
export interface PageSaveChanges {
  edits: Record<string, ElementEdit | null>;
  seo: Partial<Record<keyof PageSeo, string>>;
}

/** The outcome of merging a save: the keys that overlap another admin's save, or what actually changes. */
export type PageSaveMerge = { kind: 'conflict'; keys: string[] } | { kind: 'merged'; changes: PageSaveChanges; changed: boolean };

/** JSON with object keys sorted, so two values compare equal whatever order their keys came in (jsonb reorders them). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** True when two JSON values are the same data. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Merges a save made from `baseVersion` into the stored state, key by key. A key whose stored value
 * differs from the incoming one and that changed after `baseVersion` is a conflict (unless
 * `overwrite`); keys whose value is already the incoming one are no change. An empty edit counts as
 * no edit, and an absent SEO field as ''.
 */
export function mergePageSave(
  stored: StoredPageState,
  save: { baseVersion: number; overwrite: boolean; edits: Record<string, ElementEdit | null>; seo: PageSeo },
): PageSaveMerge {
  const conflicts: string[] = [];
  const changes: PageSaveChanges = { edits: {}, seo: {} };
  let changed = false;

  const consider = (conflictKey: string, changedAt: number | undefined, current: unknown, incoming: unknown, apply: () => void) => {
    if (sameJson(current, incoming)) return;
    if ((changedAt ?? 0) > save.baseVersion && !save.overwrite) {
      conflicts.push(conflictKey);
      return;
    }
    apply();
    changed = true;
  };

  for (const [key, edit] of Object.entries(save.edits)) {
    const incoming = edit && Object.keys(edit).length > 0 ? edit : null;
    consider(key, stored.editVersions[key], stored.edits[key] ?? null, incoming, () => {
      changes.edits[key] = incoming;
    });
  }
  for (const [field, value] of Object.entries(save.seo) as Array<[keyof PageSeo, string | undefined]>) {
    if (value === undefined) continue;
    consider(`seo.${field}`, stored.seoVersions[field], stored.seo[field] ?? '', value, () => {
      changes.seo[field] = value;
    });
  }

  return conflicts.length > 0 ? { kind: 'conflict', keys: conflicts } : { kind: 'merged', changes, changed };
}
