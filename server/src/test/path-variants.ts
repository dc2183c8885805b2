import fc from 'fast-check';

/** How a generated path may differ from the plain one: each on or off. */
export interface PathSpellingOptions {
  /** Which segments may come in any mix of case (a token's case is its own): by default every one. */
  mixCase?: (segment: string, index: number) => boolean;
  /** Matrix parameters (`;x`, `;a=b`) after some segments. */
  params?: boolean;
  /** A query string after the path. */
  query?: boolean;
}

/** `text` with its letters in the cases `upper` says (true: upper case). */
function withCases(text: string, upper: boolean[]): string {
  return [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join('');
}

/** `text` with the characters `escape` picks percent-escaped, in upper- or lower-case hex. */
function withEscapes(text: string, escape: Array<0 | 1 | 2>): string {
  return [...text]
    .map((char, index) => {
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return escape[index] === 1 ? `%${hex.toUpperCase()}` : escape[index] === 2 ? `%${hex.toLowerCase()}` : char;
    })
    .join('');
}

/** One segment spelled another way: its letters in any case (when `mixCase`), some of its characters percent-escaped. */
export function segmentSpelling(segment: string, mixCase: boolean): fc.Arbitrary<string> {
  const length = segment.length;
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: length, maxLength: length }),
      fc.array(fc.constantFrom<0 | 1 | 2>(0, 0, 0, 1, 2), { minLength: length, maxLength: length }),
    )
    .map(([upper, escape]) => withEscapes(mixCase ? withCases(segment, upper) : segment, escape));
}

/**
 * `segments` as a path spelled every way a client may send it: segments in any case and with escaped letters,
 * one to three slashes before each (a doubled leading slash too), matrix parameters, a trailing slash or two,
 * a query string.
 */
export function pathSpelling(segments: string[], options: PathSpellingOptions = {}): fc.Arbitrary<string> {
  const { mixCase = () => true, params = true, query = true } = options;
  const parameter = params ? fc.constantFrom('', '', '', ';x', ';jsessionid=1', ';a=b;c') : fc.constant('');
  return fc
    .tuple(
      fc.tuple(
        ...segments.map((segment, index) =>
          fc.tuple(segmentSpelling(segment, mixCase(segment, index)), fc.integer({ min: 1, max: 3 }), parameter),
        ),
      ),
      fc.constantFrom('', '', '/', '//'),
      query ? fc.constantFrom('', '?x=1', '?utm_source=mail&utm_medium=email') : fc.constant(''),
    )
    .map(([spelled, trailing, search]) => {
      const path = `${spelled.map(([segment, slashes, param]) => `${'/'.repeat(slashes)}${segment}${param}`).join('')}${trailing}`;
      // The root has no segment: a slash of its own.
      return `${path.startsWith('/') ? path : `/${path}`}${search}`;
    });
}
