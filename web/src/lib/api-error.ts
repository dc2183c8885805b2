/** A non-OK HTTP answer; `message` is "{status}: {detail}" as docs/product.md §8 requires. */
export class ApiError extends Error {
  /** The HTTP status code of the answer. */
  readonly status: number;
  /** The readable part of the message, without the status prefix. */
  readonly detail: string;
  /** Per-field messages when the server reported a validation failure. */
  readonly fields: Record<string, string>;

  constructor(status: number, detail: string, fields: Record<string, string> = {}) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fields = fields;
  }
}

/**
 * Raises an ApiError for a non-OK response. The detail is the body's text, or the status text when
 * the body is empty; a JSON body's `message` is used so a person reads words, not braces.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let detail = text;
  let fields: Record<string, string> = {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, errors } = body as { message?: unknown; errors?: unknown };
      if (typeof message === 'string' && message) detail = message;
      if (errors && typeof errors === 'object') fields = errors as Record<string, string>;
    }
  } catch {
    // Not JSON: the text itself is the detail.
  }
  throw new ApiError(res.status, detail, fields);
}
