// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup.ts';

// Under happy-dom import.meta.url is the page's address, not the file's: the folder comes from Node.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'paste-fixtures', `${name}.html`), 'utf8');

/** What no cleaned paste may hold. */
function expectNoStyling(html: string): void {
  expect(html).not.toMatch(/\sstyle=|\sclass=|\sid=|\sdir=|<span|<\/?b[\s>]|<!--|<meta|<style|<script|<o:p/i);
}

describe('a paste from Google Docs', () => {
  const html = cleanPastedHtml(fixture('google-docs'));

  it('keeps the structure and marks, unwraps the redirect link, and stores no style, class or span', () => {
    expect(html).toBe(
      '<h1>Local SEO checklist</h1>' +
        '<p>Start with your <strong>Business Profile</strong>, then read <a href="https://www.example.com/guide?utm_source=docs">the full guide</a><em> before you start</em>.</p>' +
        '<h2>What to check each week</h2>' +
        '<ul><li><p>New reviews and your replies</p></li><li><p><strong>Photos</strong> customers added</p></li></ul>' +
        '<h3>In order</h3><ol><li><p>Hours</p></li><li><p>Categories</p></li></ol>' +
        '<table><tbody><tr><th><p>Task</p></th><th><p>Minutes</p></th></tr>' +
        '<tr><td><p>Reply to reviews</p></td><td><p>15</p></td></tr></tbody></table>',
    );
    expectNoStyling(html);
  });

  it('does not make the whole paste bold because of Google’s normal-weight wrapper', () => {
    expect(html).not.toMatch(/^<strong>/);
    expect(html.match(/<strong>/g)).toHaveLength(2);
  });

  it('drops the 1x1 tracking pixel', () => {
    expect(html).not.toContain('<img');
  });
});

describe('a paste from Word', () => {
  const html = cleanPastedHtml(fixture('word'));

  it('turns mso-list paragraphs into nested bulleted and numbered lists without their typed markers', () => {
    expect(html).toContain(
      '<ul><li>Your Business Profile<ul><li>Special hours for holidays</li></ul></li><li>Your website footer</li></ul><p>Then, in this order:</p><ol><li>Apple Maps</li><li>Bing Places</li></ol>',
    );
    expect(html).not.toMatch(/[·]|>o |MsoList/);
  });

  it('keeps headings, bold, italic, links and the table; drops the head, comments, empty paragraphs and the pixel', () => {
    expect(html).toBe(
      '<h1>Opening hours that customers trust</h1>' +
        '<p>Keep your hours <strong>exactly</strong> the same everywhere, as <em>Google</em> compares them. See <a href="https://support.google.com/business/answer/3038177">Google’s help page</a>.</p>' +
        '<h2>Where to update them</h2>' +
        '<ul><li>Your Business Profile<ul><li>Special hours for holidays</li></ul></li><li>Your website footer</li></ul>' +
        '<p>Then, in this order:</p><ol><li>Apple Maps</li><li>Bing Places</li></ol>' +
        '<table><tbody><tr><th><p>Day</p></th><th><p>Hours</p></th></tr>' +
        '<tr><td><p>Monday</p></td><td><p>9–17</p></td></tr></tbody></table>',
    );
    expectNoStyling(html);
  });
});

describe('a paste from a web page', () => {
  it('keeps safe links and images, unwraps unsafe links, and drops scripts, handlers and styling', () => {
    const html = cleanPastedHtml(
      '<div class="post"><h2 class="title" onclick="x()">Title</h2><script>alert(1)</script>' +
        '<p style="color:red">Read <a href="javascript:alert(1)">this</a> and <a href="/blog/other" class="btn" target="_blank">that</a>.</p>' +
        '<img src="https://cdn.example.com/photo.jpg" alt="A photo" class="wide" loading="lazy">' +
        '<img src="https://t.example.com/p.gif" style="width:1px;height:1px"><span style="font-style:italic">Aside</span></div>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Read this and <a href="/blog/other">that</a>.</p><img src="https://cdn.example.com/photo.jpg" alt="A photo"><em>Aside</em>',
    );
  });

  it('turns a bold first table row into header cells, and leaves a table whose first row is partly bold alone', () => {
    expect(cleanPastedHtml('<table><tr><td><b>Plan</b></td><td><b>Price</b> </td></tr><tr><td>Pro</td><td>9</td></tr></table>')).toBe(
      '<table><tbody><tr><th>Plan</th><th>Price </th></tr><tr><td>Pro</td><td>9</td></tr></tbody></table>',
    );
    expect(cleanPastedHtml('<table><tr><td><b>Plan</b></td><td>Price</td></tr></table>')).toBe(
      '<table><tbody><tr><td><strong>Plan</strong></td><td>Price</td></tr></tbody></table>',
    );
  });

  it('keeps white space inside code blocks and between inline marks', () => {
    expect(cleanPastedHtml('<pre><code>a  b\n  c</code></pre><p><strong>A</strong> <em>B</em></p>')).toBe(
      '<pre><code>a  b\n  c</code></pre><p><strong>A</strong> <em>B</em></p>',
    );
  });
});
