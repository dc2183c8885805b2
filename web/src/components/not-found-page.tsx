/** Shown for any path the router does not know (section 2). */
export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4">
      <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
      <p className="mt-4 text-sm text-slate-400">Did you forget to add the page to the router?</p>
    </main>
  );
}
