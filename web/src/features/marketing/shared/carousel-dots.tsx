/**
 * The dot buttons under a carousel, one per slide or page. Each is named by `labelFor(n)` with n
 * counted from 1 (e.g. 'Go to testimonial 2'), and the current one carries aria-current="true".
 */
export function CarouselDots({
  count,
  current,
  labelFor,
  onSelect,
}: {
  count: number;
  current: number;
  labelFor: (position: number) => string;
  onSelect: (index: number) => void;
}) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => {
        const active = index === current;
        return (
          <li key={index}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(index)}
              // The visible dot is small; the button around it keeps a 24 px target.
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                  active ? 'w-6 bg-primary-soft' : 'w-2 bg-white/25 group-hover:bg-white/50'
                }`}
              />
              <span className="sr-only">{labelFor(index + 1)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
