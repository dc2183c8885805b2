import { BuilderIcon } from './builder-icon.tsx';
import { BuilderLink } from './builder-link.tsx';
import { useBuilderRender } from './builder-render-context.tsx';
import { elementCss } from './element-style.ts';
import { elementMarker, type ElementProps } from './element-props.ts';
import { parseVideoUrl } from './video-url.ts';

// Image sources a builder image may show: a site path, http(s), or an inline PNG, JPEG, GIF or WebP.
const SAFE_IMAGE_SRC = /^(?:\/(?![/\\])|https?:\/\/|data:image\/(?:png|jpeg|gif|webp);)/i;

/** A heading: the page's h1 when the render context names it as the primary heading, else an h2. */
export function HeadingElement({ element }: ElementProps) {
  const Tag = useBuilderRender().primaryHeadingId === element.id ? 'h1' : 'h2';
  return (
    <Tag {...elementMarker(element)} className="leading-tight text-balance" style={elementCss(element.style)}>
      {element.content ?? ''}
    </Tag>
  );
}

/** A paragraph; line breaks in its text are kept. */
export function TextElement({ element }: ElementProps) {
  return (
    <p {...elementMarker(element)} className="leading-relaxed whitespace-pre-line" style={elementCss(element.style)}>
      {element.content ?? ''}
    </p>
  );
}

/** A button-styled link to its URL (refused URLs draw the same text without a link). */
export function ButtonElement({ element }: ElementProps) {
  return (
    <div {...elementMarker(element)} style={{ textAlign: element.style.textAlign }}>
      <BuilderLink url={element.url} className="no-underline transition-opacity hover:opacity-90" style={elementCss(element.style)}>
        {element.content ?? ''}
      </BuilderLink>
    </div>
  );
}

/** An image with its description as alt text; an unsafe source draws an empty placeholder box. */
export function ImageElement({ element }: ElementProps) {
  const src = element.src !== undefined && SAFE_IMAGE_SRC.test(element.src.trim()) ? element.src.trim() : undefined;
  if (src === undefined) {
    return (
      <div {...elementMarker(element)} role="img" aria-label={element.content ?? 'Image'} className="aspect-[4/3] rounded-lg bg-white/5" style={elementCss(element.style)} />
    );
  }
  return <img {...elementMarker(element)} src={src} alt={element.content ?? ''} loading="lazy" decoding="async" className="block h-auto max-w-full" style={elementCss(element.style)} />;
}

/** A YouTube (privacy-enhanced) or Vimeo embed, or an MP4 player; any other URL shows 'Unsupported video URL'. */
export function VideoElement({ element }: ElementProps) {
  const source = parseVideoUrl(element.src);
  const title = element.content ?? element.name;
  if (source === null) {
    return (
      <div
        {...elementMarker(element)}
        role="note"
        className="flex aspect-video flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-white/20 bg-white/5 p-4 text-center text-sm text-slate-400"
        style={elementCss(element.style)}
      >
        <strong className="font-semibold text-slate-200">{element.src?.trim() ? 'Unsupported video URL' : 'No video yet'}</strong>
        <span>Use a YouTube or Vimeo link, or an .mp4 file over https.</span>
      </div>
    );
  }
  return (
    <div {...elementMarker(element)} className="aspect-video w-full overflow-hidden rounded-lg bg-black" style={elementCss(element.style)}>
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
export function IconElement({ element }: ElementProps) {
  return (
    <div {...elementMarker(element)} className="leading-none text-[48px] text-primary-soft" style={elementCss(element.style)}>
      <BuilderIcon name={element.content} className="inline-block size-[1em]" />
    </div>
  );
}
