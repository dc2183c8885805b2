/** The Sign in page. */
export function AuthPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-24">
      <h1 className="text-4xl font-bold text-white">Sign in</h1>
    </main>
  );
}
