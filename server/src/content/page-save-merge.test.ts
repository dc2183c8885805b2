import { describe, expect, it } from 'vitest';
import { mergePageSave, sameJson, type StoredPageState } from './page-save-merge.ts';

const stored: StoredPageState = {
  edits: { 'hero.title': { text: 'Saved', style: { color: '#fff', fontSize: 40 } }, 'old.key': { hidden: true } },
  seo: { title: 'Saved title' },
  editVersions: { 'hero.title': 3, 'old.key': 1, 'gone.key': 2 },
  seoVersions: { title: 3, description: 1 },
};

function merge(save: Partial<Parameters<typeof mergePageSave>[1]>) {
  return mergePageSave(stored, { baseVersion: 1, overwrite: false, edits: {}, seo: {}, ...save });
}

describe('sameJson', () => {
  it('ignores object key order but not array order', () => {
    expect(sameJson({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe('mergePageSave', () => {
  it('names every key changed after the base version to another value, SEO fields as seo.<field>', () => {
    expect(
      merge({
        edits: { 'hero.title': { text: 'Mine' }, 'gone.key': { text: 'back' }, 'old.key': { hidden: false } },
        seo: { title: 'Mine' },
      }),
    ).toEqual({
      kind: 'conflict',
      keys: ['hero.title', 'gone.key', 'seo.title'],
    });
  });

  it('treats the same value, an empty edit on an unedited key and a cleared absent SEO field as no change', () => {
    const result = merge({
      edits: { 'hero.title': { style: { fontSize: 40, color: '#fff' }, text: 'Saved' }, 'gone.key': {} },
      seo: { title: 'Saved title', description: '' },
    });
    expect(result).toEqual({ kind: 'merged', changed: false, changes: { edits: {}, seo: {} } });
  });

  it('applies keys untouched since the base version, and everything with overwrite', () => {
    expect(merge({ edits: { 'old.key': null, 'new.key': { text: 'N' } }, seo: { description: 'D' } })).toEqual({
      kind: 'merged',
      changed: true,
      changes: { edits: { 'old.key': null, 'new.key': { text: 'N' } }, seo: { description: 'D' } },
    });
    expect(merge({ overwrite: true, edits: { 'hero.title': {} } })).toEqual({
      kind: 'merged',
      changed: true,
      changes: { edits: { 'hero.title': null }, seo: {} },
    });
  });
});
