/**
 * A post's featured image at its 1200x630 ratio, decorative (the title sits beside it). `priority`
 * fetches it first (above the fold); otherwise it loads lazily.
 */
export function PostImage({ src, priority = false, className = '' }: { src: string; priority?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={`aspect-[40/21] ${className}`}
    />
  );
}
