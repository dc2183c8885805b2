/** Visual variants shared by buttons and button-styled links. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive';
/** Sizes shared by buttons and button-styled links. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft disabled:pointer-events-none disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-hover',
  secondary: 'bg-night-600 text-white hover:bg-night-700',
  ghost: 'text-slate-200 hover:bg-white/5 hover:text-white',
  outline: 'border border-white/15 text-white hover:border-white/30 hover:bg-white/5',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The Tailwind classes of a button of this variant and size, plus any extra classes. */
export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize } = {}, extra = ''): string {
  return `${base} ${variants[options.variant ?? 'primary']} ${sizes[options.size ?? 'md']} ${extra}`.trim();
}
