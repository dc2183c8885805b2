/** A placeholder in the shape of the featured card and the grid while the articles load. */
export function BlogIndexSkeleton() {
  return (
    <div aria-busy="true" className="motion-safe:animate-pulse">
      <span className="sr-only" role="status">
        Loading articles…
      </span>
      <div aria-hidden="true" className="grid overflow-hidden rounded-3xl border border-white/10 bg-night-800 lg:grid-cols-2">
        <div className="aspect-[40/21] bg-night-700" />
        <div className="space-y-4 p-6 sm:p-10">
          <div className="h-4 w-24 rounded bg-night-600" />
          <div className="h-8 w-4/5 rounded bg-night-600" />
          <div className="h-4 w-full rounded bg-night-700" />
          <div className="h-4 w-2/3 rounded bg-night-700" />
          <div className="h-12 w-44 rounded-lg bg-night-600" />
        </div>
      </div>
      <div aria-hidden="true" className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="overflow-hidden rounded-2xl border border-white/10 bg-night-800">
            <div className="aspect-[40/21] bg-night-700" />
            <div className="space-y-3 p-6">
              <div className="h-5 w-20 rounded-full bg-night-600" />
              <div className="h-5 w-11/12 rounded bg-night-600" />
              <div className="h-4 w-full rounded bg-night-700" />
              <div className="h-4 w-3/4 rounded bg-night-700" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
