import type { WordPressPreviewImage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MISSING_IMAGE_ATTRIBUTE } from '../content/html-sanitizer.ts';
import { AppError } from '../errors.ts';
import type { MediaAsset } from '../entities/media-asset.entity.ts';
import { checkImage, storeImage } from '../media/media-upload.service.ts';
import { checkImageAddress, fetchImage, ImageFetchError, imageFailureKind, type FetchPolicy } from './image-fetch.ts';
import { importFork } from './import-transaction.ts';

/**
 * An image of the old site brought into the media library, or why it could not be (in full, and its kind: see
 * imageFailureKind); in a dry run, where it will come from (it is neither fetched nor stored).
 */
export type BroughtImage = { asset: MediaAsset } | { error: string; kind: string } | { pending: WordPressPreviewImage['from'] };

/** An <img> tag as a missing image: no src, srcset or sizes, the old address in data-missing-src (everything else kept). */
function missingImageTag(tag: string, src: string, url: string): string {
  const rest = tag.replace(src, '').replace(/\s(srcset|sizes|data-missing-src)\s*=\s*("[^"]*"|'[^']*')/gi, '');
  return rest.replace(/^<img\b/i, `<img ${MISSING_IMAGE_ATTRIBUTE}="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
}

/** `n image` or `n images`. */
const images = (count: number): string => `${count} image${count === 1 ? '' : 's'}`;

/**
 * Brings the old site's images into the media library for one import: each URL taken from the uploaded archive or
 * fetched once (see fetchImage), then
 * stored through the upload service with its checks (magic bytes, 5 MB, server-made names; identical bytes reuse
 * one asset). In a dry run each is only checked as far as it can be without fetching or storing, and listed.
 */
export class WordPressImages {
  private readonly brought = new Map<string, Promise<BroughtImage>>();
  /** How many images were stored or reused (in a dry run: how many will be brought in, as far as it can tell). */
  count = 0;
  /** A dry run's images to bring in, in the order met. */
  readonly pending: WordPressPreviewImage[] = [];
  /** The images that could not be brought in, by the kind of failure (each URL once). */
  readonly failures = new Map<string, Set<string>>();

  constructor(
    private readonly em: EntityManager,
    private readonly policy: FetchPolicy,
    private readonly siteUrl: string,
    /** Files of an uploaded archive's wp-content/uploads/, by their path below it: used instead of fetching. */
    private readonly uploads: ReadonlyMap<string, Buffer> = new Map(),
    /** A dry run: nothing is fetched or stored. */
    private readonly dryRun = false,
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
      return Promise.resolve(this.failed(src.slice(0, 200), `"${src.slice(0, 200)}" is not a URL`));
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
      const archived = this.fromArchive(url);
      if (this.dryRun) return this.plan(url, archived);
      const bytes = archived ?? (await fetchImage(url, this.policy));
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'image';
      const { asset } = await storeImage(importFork(this.em), { bytes, declaredType: '', originalName: name });
      this.count += 1;
      return { asset };
    } catch (error) {
      const known = error instanceof ImageFetchError || error instanceof AppError || error instanceof Error;
      return this.failed(url, known ? error.message : String(error));
    }
  }

  /**
   * A dry run's image: an archived file checked as the upload service checks it first (magic bytes, size), another
   * address as the fetch checks it before connecting; then counted and listed. Throws the check's failure.
   */
  private plan(url: string, archived: Buffer | undefined): BroughtImage {
    if (archived) checkImage({ bytes: archived, declaredType: '' });
    else checkImageAddress(url, this.policy);
    const from = archived ? 'archive' : 'old site';
    this.count += 1;
    this.pending.push({ url, from });
    return { pending: from };
  }

  /** Records a failure under its kind. */
  private failed(url: string, message: string): { error: string; kind: string } {
    const kind = imageFailureKind(message);
    const urls = this.failures.get(kind) ?? new Set<string>();
    urls.add(url);
    this.failures.set(kind, urls);
    return { error: `${url}: ${message}`, kind };
  }

  /** The report's notes: one per kind of failure, with how many images it stopped (`38 images could not be fetched…: the server could not resolve the name`). */
  failureNotes(): string[] {
    return [...this.failures]
      .sort((a, b) => b[1].size - a[1].size)
      .map(([kind, urls]) => `${images(urls.size)} could not be fetched from the old site: ${kind}.`);
  }

  /**
   * The body with every <img> brought in: its src rewritten to the media URL here and its srcset/sizes dropped (they
   * name the old site's resized copies). An image that could not be brought becomes a missing image (its alt text kept,
   * the old address only in data-missing-src: see MISSING_IMAGE_ATTRIBUTE); one note in `notes` says how many and
   * why, by kind (the URLs and details are in the report's grouped notes).
   */
  async rewriteBody(html: string, notes: string[]): Promise<string> {
    const tags = [...html.matchAll(/<img\b[^>]*>/gi)];
    const missed = new Map<string, number>();
    const replacements = await Promise.all(
      tags.map(async ([tag]) => {
        const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
        const address = (src?.[2] ?? src?.[3] ?? '').replace(/&amp;/g, '&').trim();
        if (!address || address.startsWith('data:')) return tag;
        const image = await this.bring(address);
        // A dry run's image keeps its tag: the body is not kept.
        if ('pending' in image) return tag;
        if ('error' in image) {
          missed.set(image.kind, (missed.get(image.kind) ?? 0) + 1);
          // Not a URL at all (a relative path with no site address): left to the sanitiser, which drops it.
          return URL.canParse(address, this.siteUrl || undefined)
            ? missingImageTag(tag, src![0], new URL(address, this.siteUrl || undefined).href)
            : tag;
        }
        return tag.replace(src![0], ` src="${image.asset.url}"`).replace(/\s(srcset|sizes)\s*=\s*("[^"]*"|'[^']*')/gi, '');
      }),
    );
    if (missed.size > 0) {
      const total = [...missed.values()].reduce((sum, count) => sum + count, 0);
      const kinds = [...missed].map(([kind, count]) => (missed.size === 1 ? kind : `${kind} (${count})`)).join('; ');
      notes.push(
        `${images(total)} in the body could not be brought in (${total === 1 ? 'it is' : 'they are'} marked "Image missing" in the editor, to upload again): ${kinds}.`,
      );
    }
    let index = 0;
    return html.replace(/<img\b[^>]*>/gi, () => replacements[index++] ?? '');
  }
}
