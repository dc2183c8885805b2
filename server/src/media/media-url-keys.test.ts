// The media URL keys the database indexes (media_url_keys, migration 20261206040000) are the keys the library looks
// an image up by (mediaUrlKeys): the two must agree on every kind of text, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { mediaUrlKeys } from './media-usages.service.ts';

const TEXTS = [
  '<p><img src="/media/0123456789abcdef-shop.png" alt=""></p>',
  '<img srcset="/media/0123456789abcdef-shop-640w.webp 640w, /media/0123456789abcdef-shop-1280w.webp 1280w">',
  'https://example.com/media/0123456789abcdef-shop.png?v=2#top and /media/a&amp;b.png',
  '{"content": "<img src=\\"/media/old name.jpeg\\">", "image": "/media/plain-file"}',
  '<a href="/media/">All images</a> /mediafoo/x.png (/media/in-brackets.gif) \'/media/quoted.svg\'',
  'no image at all',
  '',
];

for (const embedded of [false, true]) {
  describe(`media URL keys on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestOrm;

    beforeAll(async () => {
      database = await createMigratedTestOrm({ embedded });
    });

    afterAll(() => database?.close());

    it('lists the same keys in SQL as in TypeScript', async () => {
      for (const text of TEXTS) {
        const [row] = await database.orm.em.getConnection().execute<Array<{ keys: string[] }>>('select media_url_keys(?) as keys', [text]);
        expect([...row!.keys].sort(), text).toEqual(mediaUrlKeys(text).sort());
      }
      expect(mediaUrlKeys(TEXTS[1]!).sort()).toEqual(['0123456789abcdef-shop-1280w', '0123456789abcdef-shop-640w']);
      expect(mediaUrlKeys(TEXTS[2]!).sort()).toEqual(['0123456789abcdef-shop', 'a']);
      expect(mediaUrlKeys(TEXTS[4]!).sort()).toEqual(['in-brackets', 'quoted']);
    });
  });
}
