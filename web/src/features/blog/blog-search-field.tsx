import { useId, type Ref } from 'react';

/** The blog index's search box (section 2): a labelled search input with the placeholder 'Search articles...'. */
export function BlogSearchField({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  return (
    <form role="search" aria-label="Blog articles" onSubmit={(event) => event.preventDefault()} className="mx-auto w-full max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        >
          <path d="M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20.5 20.5l-5-5" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search articles..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-13 w-full rounded-xl border border-white/10 bg-night-800/90 pr-4 pl-12 text-base text-white shadow-lg shadow-black/20 placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
        />
      </div>
    </form>
  );
}
