import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditableText } from './editable-text.tsx';
import { renderEdited } from './render-edited.test-util.tsx';

describe('EditableText', () => {
  it('renders exactly the plain element, plus its key and kind, when there is no edit or no provider', () => {
    const plain = renderToStaticMarkup(
      <h2 id="t" className="text-3xl font-bold" data-edit-key="home.hero.title" data-edit-kind="heading">
        Get found <span className="gradient">first</span>
      </h2>,
    );
    const keyed = (
      <EditableText as="h2" id="t" className="text-3xl font-bold" editKey="home.hero.title">
        Get found <span className="gradient">first</span>
      </EditableText>
    );
    expect(renderToStaticMarkup(keyed)).toBe(plain);
    expect(renderEdited(keyed, { 'home.other': { text: 'Elsewhere' } })).toBe(plain);
  });

  it('is kind heading for h1-h6 and text for anything else', () => {
    expect(
      renderEdited(
        <EditableText as="h6" editKey="a">
          x
        </EditableText>,
      ),
    ).toContain('data-edit-kind="heading"');
    expect(
      renderEdited(
        <EditableText as="p" editKey="a">
          x
        </EditableText>,
      ),
    ).toContain('data-edit-kind="text"');
    expect(
      renderEdited(
        <EditableText as="li" editKey="a">
          x
        </EditableText>,
      ),
    ).toContain('data-edit-kind="text"');
  });

  it('replaces the children with the edit text, keeping what sits before and after it', () => {
    const html = renderEdited(
      <EditableText as="p" editKey="hero.badge" before={<i>icon</i>} after={<b>!</b>}>
        Trusted by <em>1,000+</em> businesses
      </EditableText>,
      { 'hero.badge': { text: 'Trusted by 2,000+ firms' } },
    );
    expect(html).toBe('<p data-edit-key="hero.badge" data-edit-kind="text"><i>icon</i>Trusted by 2,000+ firms<b>!</b></p>');
  });

  it('shows edit text as plain text: markup in it is escaped, never parsed', () => {
    const html = renderEdited(
      <EditableText as="p" editKey="k">
        Built
      </EditableText>,
      {
        k: { text: '<img src=x onerror="alert(1)"> & <b>bold</b>' },
      },
    );
    expect(html).toBe(
      '<p data-edit-key="k" data-edit-kind="text">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('renders nothing when removed', () => {
    expect(
      renderEdited(
        <EditableText as="h1" editKey="k">
          Title
        </EditableText>,
        { k: { removed: true } },
      ),
    ).toBe('');
  });

  it('hides a hidden element in place, and only fades it while editing', () => {
    const node = (
      <EditableText as="p" editKey="k" style={{ marginTop: 4 }}>
        Text
      </EditableText>
    );
    expect(renderEdited(node, { k: { hidden: true } })).toBe(
      '<p style="margin-top:4px;visibility:hidden" data-edit-key="k" data-edit-kind="text" data-edit-hidden="true">Text</p>',
    );
    expect(renderEdited(node, { k: { hidden: true } }, true)).toBe(
      '<p style="margin-top:4px;opacity:0.35" data-edit-key="k" data-edit-kind="text" data-edit-hidden="true">Text</p>',
    );
  });

  it('merges the edited style over its own style', () => {
    const html = renderEdited(
      <EditableText as="h3" editKey="k" className="text-lg" style={{ color: 'white', marginTop: 2 }}>
        Title
      </EditableText>,
      { k: { style: { color: '#ff0000', fontSize: 20, fontWeight: 'semibold', textAlign: 'center' } } },
    );
    expect(html).toBe(
      '<h3 class="text-lg" style="color:#ff0000;margin-top:2px;font-size:20px;font-weight:600;text-align:center" data-edit-key="k" data-edit-kind="heading">Title</h3>',
    );
  });
});
