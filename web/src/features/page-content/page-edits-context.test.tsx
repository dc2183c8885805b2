import type { ElementEdit } from '@app/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useElementEdit, useIsEditing } from './page-edits-context.tsx';
import { renderEdited } from './render-edited.test-util.tsx';

function Probe({ editKey, seen }: { editKey: string; seen: { edit?: ElementEdit; editing?: boolean } }) {
  seen.edit = useElementEdit(editKey);
  seen.editing = useIsEditing();
  return null;
}

describe('page edits context', () => {
  it('has no edits and is not editing without a provider', () => {
    const seen: { edit?: ElementEdit; editing?: boolean } = {};
    renderToStaticMarkup(<Probe editKey="home.hero.title" seen={seen} />);
    expect(seen).toEqual({ edit: undefined, editing: false });
  });

  it('gives each element its own edit, and says when the page is in the editor', () => {
    const seen: { edit?: ElementEdit; editing?: boolean } = {};
    renderEdited(<Probe editKey="home.hero.title" seen={seen} />, { 'home.hero.title': { text: 'New' } }, true);
    expect(seen).toEqual({ edit: { text: 'New' }, editing: true });
  });

  it('never reads a key from the prototype of the edits object', () => {
    const seen: { edit?: ElementEdit; editing?: boolean } = {};
    renderEdited(<Probe editKey="constructor" seen={seen} />, {});
    expect(seen.edit).toBeUndefined();
  });
});
