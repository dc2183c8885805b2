import type { LinkPreview, SocialPreview } from './social-preview.ts';

/** The host a link card names ('localrank.example'). */
const host = () => window.location.host.replace(/^www\./, '');

/** A Facebook or LinkedIn style card of a shared link: the 1200x630 image, the host, the title and the description. */
export function OpenGraphCardPreview({ preview }: { preview: LinkPreview }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-white">Open Graph preview (Facebook, LinkedIn)</figcaption>
      <div className="max-w-[500px] overflow-hidden rounded-lg border border-slate-300 bg-[#f0f2f5] text-left">
        <img src={preview.image} alt="Open Graph share image" className="aspect-[1200/630] w-full bg-slate-200 object-cover" />
        <div className="grid gap-0.5 px-3 py-2">
          <p className="truncate text-xs uppercase text-[#65676b]">{host()}</p>
          <p className="line-clamp-2 font-semibold text-[#050505]">{preview.title}</p>
          <p className="line-clamp-1 text-sm text-[#65676b]">{preview.description}</p>
        </div>
      </div>
    </figure>
  );
}

/** An X (Twitter) card: the large-image card (image above, 1200x628) or the summary card (a square image beside the text). */
export function XCardPreview({ preview }: { preview: SocialPreview['x'] }) {
  const large = preview.card === 'summary_large_image';
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-white">
        X card preview ({large ? 'summary with large image' : 'summary'})
      </figcaption>
      <div
        className={`max-w-[500px] overflow-hidden rounded-2xl border border-slate-300 bg-white text-left ${large ? '' : 'flex items-stretch'}`}
      >
        <img
          src={preview.image}
          alt="X card share image"
          className={large ? 'aspect-[1200/628] w-full bg-slate-200 object-cover' : 'aspect-square w-32 shrink-0 bg-slate-200 object-cover'}
        />
        <div className="grid min-w-0 content-center gap-0.5 border-slate-200 px-3 py-2">
          <p className="truncate text-sm text-[#536471]">{host()}</p>
          <p className="truncate text-sm font-semibold text-[#0f1419]">{preview.title}</p>
          <p className="line-clamp-2 text-sm text-[#536471]">{preview.description}</p>
        </div>
      </div>
    </figure>
  );
}
