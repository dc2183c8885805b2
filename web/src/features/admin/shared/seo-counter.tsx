/** A live character count against the guidance range, e.g. '58 characters (55-60 recommended)'. */
export function SeoCounter({ id, length, min, max }: { id: string; length: number; min: number; max: number }) {
  const within = length >= min && length <= max;
  return (
    <p id={id} className={`text-xs ${within ? 'text-emerald-400' : 'text-amber-300'}`}>
      {length} characters ({min}-{max} recommended){within ? '' : length < min ? ' · too short' : ' · too long'}
    </p>
  );
}
