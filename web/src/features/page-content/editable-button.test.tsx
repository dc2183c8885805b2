import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditableButton } from './editable-button.tsx';
import { renderEdited } from './render-edited.test-util.tsx';

const button = (
  <EditableButton editKey="home.hero.cta-secondary" className="btn" before={<svg aria-hidden="true" />}>
    See How It Works
  </EditableButton>
);

describe('EditableButton', () => {
  it('renders exactly the plain button, plus its key and kind, without an edit', () => {
    const plain = renderToStaticMarkup(
      <button type="button" className="btn" data-edit-key="home.hero.cta-secondary" data-edit-kind="button">
        <svg aria-hidden="true" />
        See How It Works
      </button>,
    );
    expect(renderToStaticMarkup(button)).toBe(plain);
    expect(renderEdited(button, {})).toBe(plain);
  });

  it('replaces its label as plain text and applies the button style options', () => {
    const html = renderEdited(button, {
      'home.hero.cta-secondary': {
        text: 'Watch <the> demo',
        style: { borderWidth: 2, borderRadius: 50, borderColor: '#00ff00', backgroundColor: '#000', color: 'white' },
      },
    });
    expect(html).toBe(
      '<button type="button" class="btn" data-edit-key="home.hero.cta-secondary" data-edit-kind="button" style="color:white;background-color:#000;border-width:2px;border-style:solid;border-radius:50px;border-color:#00ff00"><svg aria-hidden="true"></svg>Watch &lt;the&gt; demo</button>',
    );
  });

  it('renders nothing when removed, and hides in place when hidden', () => {
    expect(renderEdited(button, { 'home.hero.cta-secondary': { removed: true } })).toBe('');
    expect(renderEdited(button, { 'home.hero.cta-secondary': { hidden: true } })).toContain(
      'data-edit-key="home.hero.cta-secondary" data-edit-kind="button" data-edit-hidden="true" style="visibility:hidden"',
    );
  });
});
