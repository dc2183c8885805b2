import { BuilderIcon } from './builder-icon.tsx';
import { BuilderLink } from './builder-link.tsx';
import { useBuilderRender } from './builder-render-context.tsx';
import { lookProps, useElementLook } from './element-look.ts';
import { elementMarker, type ElementProps } from './element-props.ts';
import { parseVideoUrl } from '@app/contracts/video-url';

// Image sources a builder image may show: a site path, http(s), or an inline PNG, JPEG, GIF or WebP.
const SAFE_IMAGE_SRC = /^(?:\/(?![/\\])|https?:\/\/|data:image\/(?:png|jpeg|gif|webp);)/i;

/** A heading: the page's h1 when the render context names it as the primary heading, else an h2. */
export function HeadingElement({ element, rowStackOn }: ElementProps) {
  const Tag = useBuilderRender().primaryHeadingId === element.id ? 'h1' : 'h2';
  return (
    <Tag {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'leading-tight text-balance')}>
      {element.content ?? ''}
    </Tag>
  );
}

/** A paragraph; line breaks in its text are kept. */
export function TextElement({ element, rowStackOn }: ElementProps) {
  return (
    <p {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'leading-relaxed whitespace-pre-line')}>
      {element.content ?? ''}
    </p>
  );
}

/** A button-styled link to its URL (refused URLs draw the same text without a link). */
export function ButtonElement({ element, rowStackOn }: ElementProps) {
  const box = useElementLook(element, rowStackOn, 'box');
  const look = lookProps(useElementLook(element, rowStackOn), 'no-underline transition-opacity hover:opacity-90');
  return (
    <div {...elementMarker(element)} {...lookProps(box)}>
      <BuilderLink url={element.url} className={look.className} style={look.style}>
        {element.content ?? ''}
      </BuilderLink>
    </div>
  );
}

/** An image with its description as alt text; an unsafe source draws an empty placeholder box. */
export function ImageElement({ element, rowStackOn }: ElementProps) {
  const look = useElementLook(element, rowStackOn);
  const src = element.src !== undefined && SAFE_IMAGE_SRC.test(element.src.trim()) ? element.src.trim() : undefined;
  if (src === undefined) {
    return (
      <div
        {...elementMarker(element)}
        role="img"
        aria-label={element.content ?? 'Image'}
        {...lookProps(look, 'aspect-[4/3] rounded-lg bg-white/5')}
      />
    );
  }
  return (
    <img
      {...elementMarker(element)}
      src={src}
      alt={element.content ?? ''}
      loading="lazy"
      decoding="async"
      {...lookProps(look, 'block h-auto max-w-full')}
    />
  );
}

/** A YouTube (privacy-enhanced) or Vimeo embed, or an MP4 player; any other URL shows 'Unsupported video URL'. */
export function VideoElement({ element, rowStackOn }: ElementProps) {
  const look = useElementLook(element, rowStackOn);
  const source = parseVideoUrl(element.src);
  const title = element.content ?? element.name;
  if (source === null) {
    return (
      <div
        {...elementMarker(element)}
        role="note"
        {...lookProps(
          look,
          'flex aspect-video flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-white/20 bg-white/5 p-4 text-center text-sm text-slate-400',
        )}
      >
        <strong className="font-semibold text-slate-200">{element.src?.trim() ? 'Unsupported video URL' : 'No video yet'}</strong>
        <span>Use a YouTube or Vimeo link, or an .mp4 file over https.</span>
      </div>
    );
  }
  return (
    <div {...elementMarker(element)} {...lookProps(look, 'aspect-video w-full max-w-full overflow-hidden rounded-lg bg-black')}>
      {source.kind === 'mp4' ? (
        <video controls preload="metadata" src={source.src} className="size-full" aria-label={title} />
      ) : (
        <iframe
          src={source.embedUrl}
          title={title}
          className="size-full border-0"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
        />
      )}
    </div>
  );
}

/** A decorative icon from the builder's set, named by the element's content (48px and indigo unless styled). */
export function IconElement({ element, rowStackOn }: ElementProps) {
  return (
    <div {...elementMarker(element)} {...lookProps(useElementLook(element, rowStackOn), 'leading-none text-[48px] text-primary-soft')}>
      <BuilderIcon name={element.content} className="inline-block size-[1em]" />
    </div>
  );
}
