/** Wraps a URL in CSS `url("…")`, escaping the characters that could end the string early. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}
