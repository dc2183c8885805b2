import type { PageContent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftFromContent,
  effectiveEdits,
  effectiveSeo,
  isDirty,
  patchElement,
  patchSeo,
  rebaseDraft,
  resetElement,
  resetSeo,
} from './editor-draft.ts';

const content: PageContent = {
  slug: 'home',
  name: 'Home Page',
  path: '/',
  version: 3,
  edits: { 'home.hero.title': { text: 'Saved title' }, 'home.hero.image': { alt: 'Saved alt' } },
  seo: { title: 'Saved SEO title' },
  updatedAt: '2026-11-23T00:00:00.000Z',
};

describe('editor draft', () => {
  it('starts clean at the server version and shows the saved edits', () => {
    const draft = draftFromContent(content);
    expect(isDirty(draft)).toBe(false);
    expect(draft.baseVersion).toBe(3);
    expect(effectiveEdits(draft)).toEqual(content.edits);
    expect(effectiveSeo(draft)).toEqual({ title: 'Saved SEO title' });
  });

  it('merges a patch into the element edit and leaves the input untouched', () => {
    const draft = draftFromContent(content);
    const next = patchElement(draft, 'home.hero.image', { width: 640 });
    expect(next.changes.edits['home.hero.image']).toEqual({ alt: 'Saved alt', width: 640 });
    expect(draft.changes.edits).toEqual({});
    expect(isDirty(next)).toBe(true);
  });

  it('treats a change back to the saved value as no change', () => {
    const changed = patchElement(draftFromContent(content), 'home.hero.title', { text: 'Other' });
    const back = patchElement(changed, 'home.hero.title', { text: 'Saved title' });
    expect(isDirty(back)).toBe(false);
  });

  it('drops empty fields, so unhiding a never-edited element is no edit', () => {
    const hidden = patchElement(draftFromContent(content), 'home.cta.title', { hidden: true });
    expect(hidden.changes.edits['home.cta.title']).toEqual({ hidden: true });
    const shown = patchElement(hidden, 'home.cta.title', { hidden: false });
    expect(isDirty(shown)).toBe(false);
  });

  it('resetting a saved element sends null; resetting an unsaved one forgets it', () => {
    const draft = patchElement(draftFromContent(content), 'home.new', { text: 'x' });
    const reset = resetElement(resetElement(draft, 'home.hero.title'), 'home.new');
    expect(reset.changes.edits).toEqual({ 'home.hero.title': null });
    expect(effectiveEdits(reset)['home.hero.title']).toBeUndefined();
  });

  it('SEO patches record only real changes, and reset clears every saved field', () => {
    const draft = patchSeo(draftFromContent(content), { title: 'Saved SEO title', description: 'New description' });
    expect(draft.changes.seo).toEqual({ description: 'New description' });
    const reset = resetSeo(draft);
    expect(reset.changes.seo).toEqual({ title: '' });
    expect(effectiveSeo(reset).title).toBe('');
  });

  it('rebases onto a newer copy, keeping own changes and dropping discarded or already-saved ones', () => {
    let draft = draftFromContent(content);
    draft = patchElement(draft, 'home.a', { text: 'mine' });
    draft = patchElement(draft, 'home.b', { text: 'same as theirs' });
    draft = patchElement(draft, 'home.c', { text: 'conflicting' });
    draft = patchSeo(draft, { description: 'my description' });
    const newer: PageContent = {
      ...content,
      version: 5,
      edits: { ...content.edits, 'home.b': { text: 'same as theirs' }, 'home.c': { text: 'theirs' } },
    };
    const rebased = rebaseDraft(draft, newer, ['home.c']);
    expect(rebased.baseVersion).toBe(5);
    expect(rebased.changes.edits).toEqual({ 'home.a': { text: 'mine' } });
    expect(rebased.changes.seo).toEqual({ description: 'my description' });
  });
});
