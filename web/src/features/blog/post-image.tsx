/**
 * A post's featured image at its 1200x630 ratio, decorative (the title sits beside it). `priority`
 * fetches it first and paints it with the text around it (above the fold, it is the page's largest
 * paint); otherwise it loads lazily and is decoded off the main thread.
 */
export function PostImage({ src, priority = false, className = '' }: { src: string; priority?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={`aspect-[40/21] ${className}`}
    />
  );
}
