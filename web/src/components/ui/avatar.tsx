/** A round badge with the first letter of a person's name; decorative, so the name must be said nearby. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  const sizes = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-14 text-xl' } as const;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary-soft to-primary font-semibold text-white ring-2 ring-white/10 ${sizes[size]}`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
