import { describe, expect, it } from 'vitest';
import { emailTestPost } from '../test/post-email-fixtures.ts';
import { renderPostEmail, UNSUBSCRIBE_URL_PLACEHOLDER } from './post-email.ts';

/** The shape of e2e/fixtures/xss-payloads.ts (outside this project's sources, so loaded at run time, as blog-xss.test.ts does). */
interface XssFixture {
  XSS_PAYLOADS: readonly { name: string; html: string }[];
}
const fixture = (await import(new URL('../../../e2e/fixtures/xss-payloads.ts', import.meta.url).href)) as XssFixture;

/** Every element and attribute the e-mail may hold (what email-body-html.ts and post-email.ts write). */
const ELEMENTS = new Set(
  'html head meta title body div p a img h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code br hr strong em u s del ins mark small sub sup'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(['lang', 'charset', 'name', 'content', 'style', 'href', 'src', 'width', 'height', 'alt', 'title', 'start']);
const SAFE_URL = /^(?:https:\/\/|mailto:|tel:)/;
const links = { siteOrigin: 'https://www.example.com', viewUrl: 'https://www.example.com/newsletter/view/1' };

/** What is wrong with the markup of `html`: an element, attribute or URL the e-mail never writes. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name = '', attributes = ''] of html.matchAll(/<!doctype html>|<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)) {
    if (tag === '<!doctype html>') continue;
    if (!ELEMENTS.has(name)) found.push(`element ${name}`);
    for (const [, attribute, value] of attributes.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(attribute!)) found.push(`attribute ${attribute} on ${name}`);
      if ((attribute === 'href' || attribute === 'src') && value !== UNSUBSCRIBE_URL_PLACEHOLDER && !SAFE_URL.test(value!)) {
        found.push(`URL ${value}`);
      }
    }
  }
  // Any other `<` would be markup the pattern above did not read.
  const stray = html.replace(/<!doctype html>|<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi, '');
  if (stray.includes('<')) found.push(`stray < in ${stray.slice(stray.indexOf('<'), stray.indexOf('<') + 40)}`);
  return found;
}

describe('the newsletter e-mail of a post holding attacks', () => {
  it.each(fixture.XSS_PAYLOADS.map((payload) => [payload.name, payload.html] as const))(
    '%s: only the e-mail’s own markup',
    (_name, html) => {
      const post = emailTestPost({
        title: `<img src=x onerror=alert(1)>`,
        excerpt: html.slice(0, 100),
        content: `<p>Before</p>${html}<p>After</p>`,
      });
      const email = renderPostEmail(post, html.slice(0, 60), links);
      expect(problems(email.html)).toEqual([]);
      // (An unclosed <svg> or <math> takes the rest of the article with it, as on the public site: the sanitiser drops its content.)
      expect(email.html).toContain('>Before</p>');
      expect(email.text).toContain('Before');
    },
  );
});
