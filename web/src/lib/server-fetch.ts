/** Why a call to the server failed when no answer came: the browser's own words ("Failed to fetch") tell a person nothing. */
export const NO_ANSWER = 'The server could not be reached (the connection may be down).';

/** What a person is told when a call to the server got no answer, with the next step. */
export const NO_ANSWER_MESSAGE = `${NO_ANSWER} Please try again.`;

/**
 * `fetch` for the app's calls to its server: when no answer comes (the network dropped, the server is restarting),
 * it fails with NO_ANSWER_MESSAGE (the browser's error kept as its cause) so every toast and status that shows the
 * error's message says something a person can act on. A call the app aborted fails as it was.
 */
export async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new TypeError(NO_ANSWER_MESSAGE, { cause });
  }
}
