import { Link } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { EditableLink } from './editable-link.tsx';
import { renderEdited, renderEditedInRouter } from './render-edited.test-util.tsx';

const cta = (
  <EditableLink editKey="home.hero.cta-primary" to="/auth" variant="button" className="btn" after={<svg aria-hidden="true" />}>
    Get Started Free
  </EditableLink>
);

describe('EditableLink', () => {
  it('renders a site path exactly as the router Link it replaces, plus its key and kind', async () => {
    const plain = await renderEditedInRouter(
      <Link to="/auth" className="btn" data-edit-key="home.hero.cta-primary" data-edit-kind="button">
        Get Started Free
        <svg aria-hidden="true" />
      </Link>,
    );
    expect(plain).toContain('href="/auth"');
    expect(await renderEditedInRouter(cta)).toBe(plain);
    expect(await renderEditedInRouter(cta, {})).toBe(plain);
  });

  it('is kind link unless it is a button-styled call to action', async () => {
    const html = await renderEditedInRouter(
      <EditableLink editKey="k" to="/pricing">
        Pricing
      </EditableLink>,
    );
    expect(html).toContain('data-edit-kind="link"');
  });

  it('takes the edited label as plain text and the edited site path, keeping the router link', async () => {
    const html = await renderEditedInRouter(cta, {
      'home.hero.cta-primary': { text: 'Try <it> free', href: '/pricing#faq' },
    });
    expect(html).toContain('href="/pricing#faq"');
    expect(html).toContain('>Try &lt;it&gt; free<svg aria-hidden="true"></svg></a>');
    expect(html).not.toContain('/auth');
  });

  it('opens an edited http(s) target in a new tab with rel="noopener noreferrer"', () => {
    const html = renderEdited(cta, { 'home.hero.cta-primary': { href: 'https://example.com/offer' } });
    expect(html).toBe(
      '<a class="btn" data-edit-key="home.hero.cta-primary" data-edit-kind="button" href="https://example.com/offer" target="_blank" rel="noopener noreferrer">Get Started Free<svg aria-hidden="true"></svg></a>',
    );
  });

  it('follows mailto:, tel: and anchors as plain links in the same tab', () => {
    const html = renderEdited(
      <EditableLink editKey="contact.info.email.general" to="mailto:hello@example.com" className="link">
        hello@example.com
      </EditableLink>,
      { 'contact.info.email.general': { href: 'tel:+442000000000', text: '+44 20 0000 0000' } },
    );
    expect(html).toBe(
      '<a class="link" data-edit-key="contact.info.email.general" data-edit-kind="link" href="tel:+442000000000">+44 20 0000 0000</a>',
    );
  });

  it('applies the button style options', () => {
    const html = renderEdited(cta, {
      'home.hero.cta-primary': {
        href: '#top',
        style: { borderWidth: 3, borderRadius: 0, borderColor: 'red', backgroundColor: '#fff', color: '#000' },
      },
    });
    expect(html).toContain(
      'style="color:#000;background-color:#fff;border-width:3px;border-style:solid;border-radius:0px;border-color:red"',
    );
  });

  it('renders nothing when removed, and hides in place when hidden', async () => {
    expect(await renderEditedInRouter(cta, { 'home.hero.cta-primary': { removed: true } })).toBe('');
    const hidden = await renderEditedInRouter(cta, { 'home.hero.cta-primary': { hidden: true } });
    expect(hidden).toContain('data-edit-hidden="true"');
    expect(hidden).toContain('visibility:hidden');
  });
});
