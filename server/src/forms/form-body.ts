/** The most a form post may carry (a contact message is at most a few KB; JSON bodies allow 1 MiB). */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * A form post's body (`application/x-www-form-urlencoded`) as an object of its fields. A name with dots
 * nests (`values.email=x` gives `{ values: { email: 'x' } }`), so a builder form's fields arrive as they
 * would in JSON; a repeated name keeps its last value. Object keys are made on a prototype-free object,
 * so a field named `__proto__` is only a field.
 */
export function parseFormBody(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.split('.');
    let target = body;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      if (typeof next === 'object' && next !== null) {
        target = next as Record<string, unknown>;
      } else {
        const made = Object.create(null) as Record<string, unknown>;
        target[part] = made;
        target = made;
      }
    }
    target[path[path.length - 1]!] = value;
  }
  return body;
}
