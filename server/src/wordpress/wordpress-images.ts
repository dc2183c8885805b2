import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import type { MediaAsset } from '../entities/media-asset.entity.ts';
import { storeImage } from '../media/media-upload.service.ts';
import { fetchImage, ImageFetchError, type FetchPolicy } from './image-fetch.ts';

/** An image of the old site brought into the media library, or why it could not be. */
export type BroughtImage = { asset: MediaAsset } | { error: string };

/**
 * Brings the old site's images into the media library for one import: each URL taken from the uploaded archive or
 * fetched once (see fetchImage), then
 * stored through the upload service with its checks (magic bytes, 5 MB, server-made names; identical bytes reuse
 * one asset).
 */
export class WordPressImages {
  private readonly brought = new Map<string, Promise<BroughtImage>>();
  /** How many images were stored or reused. */
  count = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly policy: FetchPolicy,
    private readonly siteUrl: string,
    /** Files of an uploaded archive's wp-content/uploads/, by their path below it: used instead of fetching. */
    private readonly uploads: ReadonlyMap<string, Buffer> = new Map(),
  ) {}

  /** The bytes of `url` when the uploaded archive holds its file (`…/wp-content/uploads/2024/05/a.png`). */
  private fromArchive(url: string): Buffer | undefined {
    const path = new URL(url).pathname;
    const at = path.indexOf('/wp-content/uploads/');
    if (at < 0) return undefined;
    let below = path.slice(at + '/wp-content/uploads/'.length);
    try {
      below = decodeURIComponent(below);
    } catch {
      // Looked up as written.
    }
    return this.uploads.get(below);
  }

  /** The image at `src` (relative ones resolved against the old site) as a media asset, or the reason it is not. */
  bring(src: string): Promise<BroughtImage> {
    let url: string;
    try {
      url = new URL(src, this.siteUrl || undefined).href;
    } catch {
      return Promise.resolve({ error: `"${src.slice(0, 200)}" is not a URL` });
    }
    let pending = this.brought.get(url);
    if (!pending) {
      pending = this.load(url);
      this.brought.set(url, pending);
    }
    return pending;
  }

  private async load(url: string): Promise<BroughtImage> {
    try {
      const bytes = this.fromArchive(url) ?? (await fetchImage(url, this.policy));
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'image';
      const { asset } = await storeImage(this.em.fork(), { bytes, declaredType: '', originalName: name });
      this.count += 1;
      return { asset };
    } catch (error) {
      if (error instanceof ImageFetchError || error instanceof AppError) return { error: `${url}: ${error.message}` };
      return { error: `${url}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /**
   * The body with every <img> brought in: its src rewritten to the media URL here and its srcset/sizes dropped (they
   * name the old site's resized copies). An image that could not be brought keeps its address; `notes` says why.
   */
  async rewriteBody(html: string, notes: string[]): Promise<string> {
    const tags = [...html.matchAll(/<img\b[^>]*>/gi)];
    const replacements = await Promise.all(
      tags.map(async ([tag]) => {
        const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
        const address = (src?.[2] ?? src?.[3] ?? '').replace(/&amp;/g, '&').trim();
        if (!address || address.startsWith('data:')) return tag;
        const image = await this.bring(address);
        if ('error' in image) {
          notes.push(`An image in the body was not imported (${image.error}); it still points to the old address.`);
          return tag;
        }
        return tag.replace(src![0], ` src="${image.asset.url}"`).replace(/\s(srcset|sizes)\s*=\s*("[^"]*"|'[^']*')/gi, '');
      }),
    );
    let index = 0;
    return html.replace(/<img\b[^>]*>/gi, () => replacements[index++] ?? '');
  }
}
