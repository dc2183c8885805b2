import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditableBlock } from './editable-block.tsx';
import { renderEdited } from './render-edited.test-util.tsx';

describe('EditableBlock', () => {
  it('renders exactly the plain element, plus its key and kind, without an edit', () => {
    const plain = renderToStaticMarkup(
      <section aria-labelledby="h" className="px-4 py-20" data-edit-key="home.problem" data-edit-kind="block">
        <h2 id="h">Title</h2>
      </section>,
    );
    const keyed = (
      <EditableBlock as="section" aria-labelledby="h" className="px-4 py-20" editKey="home.problem">
        <h2 id="h">Title</h2>
      </EditableBlock>
    );
    expect(renderToStaticMarkup(keyed)).toBe(plain);
    expect(renderEdited(keyed, {})).toBe(plain);
  });

  it('is a div by default', () => {
    expect(renderEdited(<EditableBlock editKey="k">x</EditableBlock>)).toBe('<div data-edit-key="k" data-edit-kind="block">x</div>');
  });

  it('renders nothing, children included, when removed', () => {
    expect(
      renderEdited(
        <EditableBlock as="li" editKey="k">
          <p>Card</p>
        </EditableBlock>,
        { k: { removed: true } },
      ),
    ).toBe('');
  });

  it('hides in place (faded while editing)', () => {
    expect(renderEdited(<EditableBlock editKey="k">x</EditableBlock>, { k: { hidden: true } })).toBe(
      '<div data-edit-key="k" data-edit-kind="block" data-edit-hidden="true" style="visibility:hidden">x</div>',
    );
    expect(renderEdited(<EditableBlock editKey="k">x</EditableBlock>, { k: { hidden: true } }, true)).toBe(
      '<div data-edit-key="k" data-edit-kind="block" data-edit-hidden="true" style="opacity:0.35">x</div>',
    );
  });

  it('takes only the background colour of an edited style, and ignores an edit text', () => {
    const html = renderEdited(<EditableBlock editKey="k">Built</EditableBlock>, {
      k: { text: 'Not for blocks', style: { backgroundColor: '#112233', color: '#ff0000', fontSize: 30 } },
    });
    expect(html).toBe('<div data-edit-key="k" data-edit-kind="block" style="background-color:#112233">Built</div>');
  });
});
