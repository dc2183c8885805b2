// The media variants of a post's images that the article HTML does not name: an image the WordPress import brought in
// (or one pasted) is stored as `<img src="/media/…">` without a srcset, so the e-mail alone could only send its
// original (up to 2560 px). Looked up here, once per post, so renderPostEmail (pure) can choose a variant for it too.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizePublicArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { decodeEntities } from './email-article-tree.ts';
import { assetCandidates, positive } from './email-featured-image.ts';

/** At most this many images of one post are looked up (a bounded read whatever the post holds). */
export const MAX_IMAGE_LOOKUPS = 500;

/** An <img> start tag as the sanitiser writes it (attribute values double-quoted). */
const IMAGE_TAG = /<img\b(?:"[^"]*"|[^">])*>/g;
/** The file name of a media library image's src. */
const MEDIA_SRC = /\ssrc="\/media\/([^"/?#]+)"/;

/**
 * `post` with the srcset (and width and height, when missing) of each of its media library images that has none,
 * from the library's own variants; the post itself is not changed (a copy is returned). Images from elsewhere and
 * files the library does not have are left as they are.
 */
export async function withImageVariants(em: EntityManager, post: BlogPost): Promise<BlogPost> {
  const html = sanitizePublicArticleHtml(post.content);
  const filenames = new Set<string>();
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    if (filenames.size >= MAX_IMAGE_LOOKUPS) break;
    const file = MEDIA_SRC.exec(tag)?.[1];
    if (file !== undefined && !/\ssrcset="/.test(tag)) filenames.add(decodeEntities(file));
  }
  if (filenames.size === 0) return post;
  const assets = await em.find(MediaAsset, { filename: { $in: [...filenames] } }, { fields: ['filename', 'url', 'metadata'] });
  const items = new Map(
    assets.map((asset) => [
      asset.filename,
      {
        srcSet: assetCandidates(asset)
          .map((candidate) => `${candidate.url} ${candidate.width}w`)
          .join(', '),
        width: positive(asset.metadata?.width),
        height: positive(asset.metadata?.height),
      },
    ]),
  );
  const content = html.replace(IMAGE_TAG, (tag) => {
    const file = MEDIA_SRC.exec(tag)?.[1];
    const item = file === undefined || /\ssrcset="/.test(tag) ? undefined : items.get(decodeEntities(file));
    if (item === undefined || item.srcSet === '') return tag;
    let extra = ` srcset="${escapeHtml(item.srcSet)}"`;
    if (!/\swidth="/.test(tag) && !/\sheight="/.test(tag) && item.width !== null && item.height !== null) {
      extra += ` width="${item.width}" height="${item.height}"`;
    }
    return tag.replace(/\s*\/?>$/, `${extra} />`);
  });
  return Object.assign(new BlogPost(), post, { content });
}
