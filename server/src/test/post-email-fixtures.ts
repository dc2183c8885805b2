// Posts for the newsletter e-mail's tests and bench: a BlogPost built directly (no database), and a long article body.
import { BlogPost } from '../entities/blog-post.entity.ts';

/** A published post with `fields` over plain defaults. */
export function emailTestPost(fields: Partial<BlogPost> & Pick<BlogPost, 'content'>): BlogPost {
  const post = new BlogPost();
  post.id = 1;
  post.title = 'A post';
  post.slug = 'a-post';
  post.status = 'published';
  post.publishedAt = new Date('2026-12-01T09:00:00Z');
  return Object.assign(post, fields);
}

const WORDS = 'local search map pack ranking business profile reviews citations listing category photos customers neighbourhood'.split(' ');

/**
 * An article of about `words` words as the editor stores it: sections of a heading, paragraphs with a link, a list,
 * and every few sections an image with variants, a quote and a YouTube card.
 */
export function longArticle(words: number): string {
  const parts: string[] = [];
  let written = 0;
  for (let section = 0; written < words; section += 1) {
    parts.push(`<h2>Section ${section + 1}</h2>`);
    for (let paragraph = 0; paragraph < 3; paragraph += 1) {
      const text = Array.from({ length: 80 }, (_, i) => WORDS[(section + paragraph + i) % WORDS.length]).join(' ');
      parts.push(`<p>${text} <a href="/blog/post-${section}">related reading</a>.</p>`);
      written += 82;
    }
    parts.push('<ul><li>first point</li><li>second point</li></ul>');
    written += 4;
    if (section % 5 === 0) {
      parts.push(
        `<figure><img src="/media/img${section}.jpg" srcset="/media/img${section}-640w.webp 640w, /media/img${section}-1280w.webp 1280w, /media/img${section}.jpg 2000w" sizes="(min-width: 768px) 768px, 100vw" alt="Picture ${section}" width="2000" height="1333"><figcaption>Caption ${section}</figcaption></figure>`,
        '<blockquote><p>A quote worth keeping.</p></blockquote>',
        '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></figure>',
      );
    }
  }
  return parts.join('\n');
}
