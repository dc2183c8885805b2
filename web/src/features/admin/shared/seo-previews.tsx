/** How the page could look in a search result: title, address and description. */
export function SearchResultPreview({ title, url, description }: { title: string; url: string; description: string }) {
  return (
    <figure className="rounded-xl bg-white p-4 text-left">
      <figcaption className="mb-2 text-xs font-medium text-slate-500">Search result preview</figcaption>
      <p className="truncate text-xs text-emerald-800">{url}</p>
      <p className="truncate text-lg text-blue-800">{title}</p>
      <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
    </figure>
  );
}

/** A social card preview at the platform's image ratio (Open Graph 1200x630, Twitter large 1200x675). */
export function SocialCardPreview({
  label,
  image,
  title,
  description,
  host,
  ratio,
  size,
}: {
  label: string;
  image: string;
  title: string;
  description: string;
  host: string;
  ratio: string;
  size: string;
}) {
  return (
    <figure className="overflow-hidden rounded-xl border border-white/10 bg-night-700">
      <figcaption className="px-3 pt-2 text-xs font-medium text-slate-400">
        {label} · image {size}
      </figcaption>
      <div className="mt-2 bg-night-600" style={{ aspectRatio: ratio }}>
        {image ? <img src={image} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="grid gap-0.5 p-3">
        <p className="text-xs uppercase text-slate-500">{host}</p>
        <p className="truncate text-sm font-semibold text-white">{title}</p>
        <p className="line-clamp-2 text-xs text-slate-400">{description}</p>
      </div>
    </figure>
  );
}
