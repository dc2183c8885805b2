import type { CSSProperties } from 'react';
import { cssUrl } from './css-url.ts';
import { PROBLEM_BACKGROUND_ELEMENT_ID, useProblemStatementBackground } from './use-problem-statement-background.ts';

// The default pattern: a faint indigo dot grid over a diagonal wash.
const patternStyle: CSSProperties = {
  backgroundImage:
    'radial-gradient(circle at 1px 1px, rgb(129 140 248 / 0.22) 1px, transparent 0), linear-gradient(135deg, rgb(79 70 229 / 0.18), transparent 55%, rgb(192 38 211 / 0.08))',
  backgroundSize: '22px 22px, 100% 100%',
};

/**
 * The problem-statement section's background layer (id `problem-statement-bg-image`): the uploaded
 * image, cover-sized and centred at opacity 0.7, or the default pattern, starting from `embedded`
 * (the image the server knew of); it reports which through `data-background="image" | "pattern"`.
 */
export function ProblemBackground({ embedded }: { embedded: string | null }) {
  const imageUrl = useProblemStatementBackground(embedded);
  const style: CSSProperties = imageUrl
    ? { backgroundImage: cssUrl(imageUrl), backgroundSize: 'cover', backgroundPosition: 'center', opacity: 0.7 }
    : patternStyle;
  return (
    <div
      id={PROBLEM_BACKGROUND_ELEMENT_ID}
      data-background={imageUrl ? 'image' : 'pattern'}
      aria-hidden="true"
      className="absolute inset-0 -z-20 bg-no-repeat"
      style={style}
    />
  );
}
