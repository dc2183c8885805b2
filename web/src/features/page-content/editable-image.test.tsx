import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditableImage } from './editable-image.tsx';
import { renderEdited } from './render-edited.test-util.tsx';

const image = (
  <EditableImage
    editKey="home.hero.image"
    src="/images/marketing/hero.svg"
    alt="The dashboard"
    width={640}
    height={480}
    loading="lazy"
    className="h-auto w-full"
  />
);

describe('EditableImage', () => {
  it('renders exactly the plain image, plus its key and kind, without an edit', () => {
    const plain = renderToStaticMarkup(
      <img
        src="/images/marketing/hero.svg"
        alt="The dashboard"
        width={640}
        height={480}
        loading="lazy"
        className="h-auto w-full"
        data-edit-key="home.hero.image"
        data-edit-kind="image"
      />,
    );
    expect(renderToStaticMarkup(image)).toBe(plain);
    expect(renderEdited(image, {})).toBe(plain);
  });

  it('takes the edited source, alt text, size and fit, the size also inline so it wins over the classes', () => {
    const html = renderEdited(image, {
      'home.hero.image': { src: '/media/new.webp', alt: 'A new photo', width: 300, height: 200, objectFit: 'cover' },
    });
    expect(html).toBe(
      '<img src="/media/new.webp" alt="A new photo" width="300" height="200" loading="lazy" class="h-auto w-full" data-edit-key="home.hero.image" data-edit-kind="image" style="width:300px;height:200px;object-fit:cover"/>',
    );
  });

  it('keeps what the edit leaves out', () => {
    const html = renderEdited(image, { 'home.hero.image': { alt: 'Only the alt' } });
    expect(html).toBe(
      '<img src="/images/marketing/hero.svg" alt="Only the alt" width="640" height="480" loading="lazy" class="h-auto w-full" data-edit-key="home.hero.image" data-edit-kind="image"/>',
    );
  });

  it('offers its other widths until an edit replaces the source, which is then the one file shown', () => {
    const widths = (
      <EditableImage
        editKey="home.hero.image"
        src="/images/hero-760w.webp"
        srcSet="/images/hero-480w.webp 480w, /images/hero-760w.webp 760w"
        sizes="100vw"
        alt="The dashboard"
      />
    );
    expect(renderEdited(widths, { 'home.hero.image': { alt: 'Only the alt' } })).toContain(
      'srcSet="/images/hero-480w.webp 480w, /images/hero-760w.webp 760w" sizes="100vw"',
    );
    const replaced = renderEdited(widths, { 'home.hero.image': { src: '/media/new.webp' } });
    expect(replaced).toContain('src="/media/new.webp"');
    expect(replaced).not.toContain('srcSet');
    expect(replaced).not.toContain('sizes');
  });

  it('renders nothing when removed, and hides in place when hidden', () => {
    expect(renderEdited(image, { 'home.hero.image': { removed: true } })).toBe('');
    const hidden = renderEdited(image, { 'home.hero.image': { hidden: true } });
    expect(hidden).toContain('style="visibility:hidden"');
    expect(hidden).toContain('data-edit-hidden="true"');
    expect(renderEdited(image, { 'home.hero.image': { hidden: true } }, true)).toContain('style="opacity:0.35"');
  });
});
