import type { APIRequestContext } from '@playwright/test';
import { PAGE_META } from '@app/contracts';
import { HtmlValidate, Rule, type ConfigData, type DOMReadyEvent, type Plugin, type RuleDocumentation } from 'html-validate';

/**
 * ARIA in HTML: "Authors MUST NOT use the aria-expanded attribute on any element which also has a popovertarget
 * attribute" (or a `commandfor`): the browser states such a button's expanded state from its popover itself, and an
 * author's attribute beside it says something else (html-validate has no rule for it).
 */
class NoAriaExpandedOnInvoker extends Rule {
  override documentation(): RuleDocumentation {
    return {
      description:
        'A popover invoker (popovertarget, commandfor) must not carry aria-expanded: the browser states it. A script that owns the opening removes popovertarget.',
      url: 'https://www.w3.org/TR/html-aria/#docconformance-attr',
    };
  }

  override setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll('[aria-expanded]')) {
        if (element.hasAttribute('popovertarget') || element.hasAttribute('commandfor'))
          this.report(element, '"aria-expanded" must not be used beside "popovertarget" or "commandfor"');
      }
    });
  }
}

/** The project's own rules, beside html-validate's. */
const LOCAL_RULES: Plugin = {
  name: 'localrank',
  rules: { 'localrank/no-aria-expanded-on-invoker': NoAriaExpandedOnInvoker },
};

/**
 * The rules pages are held to: html-validate's `standard` preset, the rules of the HTML standard itself
 * (content models, nesting, attributes, ids, landmarks' structure, `aria-label` only where naming is
 * allowed). No rule is turned off. Added to it: every form has a submit button (WCAG technique H32), and
 * no popover invoker states `aria-expanded` (ARIA in HTML). The `recommended` preset adds style
 * preferences on top (self-closed void elements, ids beginning with a letter, inline styles), which
 * React's output breaks without being invalid HTML, so it is not used.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard'],
  plugins: [LOCAL_RULES],
  rules: { 'wcag/h32': 'error', 'localrank/no-aria-expanded-on-invoker': 'error' },
};

/** The app's screens served from the static page table that are not public pages (the account's dashboard). */
const NOT_PUBLIC = new Set(['/dashboard']);

/**
 * Every public page the running app serves, taken from the app itself: the static page table (marketing,
 * blog, contact, legal, sign-in and the password pages), the sitemap (every published article and builder
 * page), and a path nobody serves (the not-found page).
 */
export async function publicPagePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  const fromTable = Object.keys(PAGE_META).filter((path) => !NOT_PUBLIC.has(path));
  return [...new Set([...fromTable, ...listed, '/no-such-page-for-the-validator'])];
}

/** Paths that show the same page with other content: a blog category's listing, an article. */
const SAME_PAGE_WITH_OTHER_CONTENT = [/^\/blog\/category\/[^/]+$/, /^\/blog\/(?!category\/)[^/]+$/];

/**
 * `paths` with one path for each page that differs only in its content (the first category, the first article):
 * what a page's script changes in its markup is the same for each, and their content is checked as served.
 */
export function onePerPage(paths: string[]): string[] {
  const seen = new Set<RegExp>();
  return paths.filter((path) => {
    const kind = SAME_PAGE_WITH_OTHER_CONTENT.find((pattern) => pattern.test(path));
    if (!kind) return true;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** The validator, made once: its configuration resolves presets and rules on first use. */
export const htmlValidator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** The problems html-validate finds in `html`, one line each, led by `where` (a path or a screen's name). */
export async function htmlProblems(html: string, where: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html, where);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${where}:${message.line}:${message.column} [${message.ruleId}] ${message.message} (at ${message.selector ?? 'the document'})`,
    ),
  );
}
