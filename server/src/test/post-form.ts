/**
 * Posts `fields` to `path` as a browser does without JavaScript (urlencoded, with the site's Origin, then `headers`),
 * not following the redirect: the answer's status, headers and text.
 */
export async function postFormWithoutScript(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
