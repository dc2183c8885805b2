/** A placeholder in the shape of an article (badges, title, byline, image, paragraphs) while it loads. */
export function BlogArticleSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-3xl motion-safe:animate-pulse">
      <span className="sr-only" role="status">
        Loading article…
      </span>
      <div aria-hidden="true">
        <div className="flex gap-2">
          <div className="h-6 w-20 rounded-full bg-night-600" />
          <div className="h-6 w-16 rounded-full bg-night-600" />
        </div>
        <div className="mt-6 h-10 w-full rounded bg-night-600" />
        <div className="mt-3 h-10 w-2/3 rounded bg-night-600" />
        <div className="mt-8 h-5 w-72 max-w-full rounded bg-night-700" />
        <div className="mt-10 aspect-[40/21] rounded-3xl bg-night-700" />
        <div className="mt-12 space-y-4">
          {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, n) => (
            <div key={n} className={`h-4 rounded bg-night-700 ${width}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
