import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { withImageVariants } from './email-image-variants.ts';
import { emailTestPost } from '../test/post-email-fixtures.ts';
import { renderPostEmail } from './post-email.ts';

const links = { siteOrigin: 'https://www.example.com', viewUrl: 'https://www.example.com/newsletter/view/1' };

for (const embedded of [false, true]) {
  describe(`the media variants of a post's images, on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestOrm;

    beforeAll(async () => {
      database = await createMigratedTestOrm({ embedded });
      const em = database.orm.em.fork();
      em.create(MediaAsset, {
        filename: '0123456789abcdef-shop.jpg',
        originalName: 'shop.jpg',
        mimeType: 'image/jpeg',
        size: 1000,
        url: '/media/0123456789abcdef-shop.jpg',
        sha256: '0123456789abcdef'.repeat(4),
        metadata: {
          width: 2400,
          height: 1600,
          variants: [
            { url: '/media/0123456789abcdef-shop-640w.webp', width: 640, height: 427 },
            { url: '/media/0123456789abcdef-shop-1280w.webp', width: 1280, height: 853 },
          ],
        },
      });
      await em.flush();
    });

    afterAll(() => database?.close());

    it('gives an imported image without srcset its library variants, so the e-mail sends one', async () => {
      const post = emailTestPost({
        content:
          '<p>Shop:</p><img src="/media/0123456789abcdef-shop.jpg" alt="Our shop"><img src="/media/unknown.jpg" alt="Gone">' +
          '<img src="https://cdn.example.org/x.jpg" alt="Elsewhere">',
      });
      const withVariants = await withImageVariants(database.orm.em.fork(), post);
      expect(post.content).not.toContain('srcset');
      expect(withVariants.content).toContain(
        'srcset="/media/0123456789abcdef-shop-640w.webp 640w, /media/0123456789abcdef-shop-1280w.webp 1280w, /media/0123456789abcdef-shop.jpg 2400w" width="2400" height="1600"',
      );
      const { html } = renderPostEmail(withVariants, 'Shop', links);
      expect(html).toContain(
        '<img src="https://www.example.com/media/0123456789abcdef-shop-1280w.webp" width="552" height="368" alt="Our shop"',
      );
      expect(html).toContain('<img src="https://www.example.com/media/unknown.jpg" width="552" alt="Gone"');
      expect(html).toContain('<img src="https://cdn.example.org/x.jpg" width="552" alt="Elsewhere"');
    });

    it('leaves a post without library images as it is, without a query', async () => {
      const post = emailTestPost({ content: '<p>No images.</p>' });
      expect(await withImageVariants(database.orm.em.fork(), post)).toBe(post);
    });
  });
}
