import { Window, type Document, type Element, type Node } from 'happy-dom';

/** A plan's price as one page prints it in one billing period: the card's line, e.g. '$29 /month Billed annually $348'. */
export interface PrintedPlanPrice {
  plan: string;
  period: string;
  text: string;
}

/** One numbered limit of a plan card's list in one billing period: what it counts ('# geo-grid scans/year') and how many. */
export interface PrintedPlanLimit {
  plan: string;
  period: string;
  what: string;
  figure: string;
}

/** The facts a page states that must be the same on every page: prices, opening hours, links. */
export interface PageFacts {
  /** The price line of each plan card (an `<article>` named by its `<h3>`), per `data-billing-period` block. */
  planPrices: PrintedPlanPrice[];
  /** The numbered limits each plan card lists per billing period ('240 geo-grid scans/year': '# geo-grid scans/year' is 240). */
  planLimits: PrintedPlanLimit[];
  /** Every dollar amount in the page's words, head descriptions and structured data: '$29', '$1,428', '$0.10'. */
  amounts: string[];
  /** Amounts stated with their period: '$39 billed monthly', '$29 a month billed annually', 'billed annually $348'. */
  periodAmounts: { period: 'monthly' | 'annual' | 'yearly'; amount: string; said: string }[];
  /** An amount in a sentence naming one plan only: ['Starter', '$29']. */
  planAmounts: { plan: string; amount: string; said: string }[];
  /** What annual billing saves, as each 'Save …' badge or sentence says it. */
  savings: string[];
  /** The hours each weekday is said to be open ('09:00-18:00' or 'closed'), with what said it. */
  hours: { day: string; hours: string; said: string }[];
  /** The opening hours of the page's LocalBusiness structured data, per weekday ('closed' for a day it does not list). */
  structuredHours: Record<string, string> | null;
  /** Links with no destination or a placeholder one: `href` missing, empty, '#', or a '#fragment' naming no element of the page. */
  deadLinks: string[];
  /** Links with no name (no text, label or image text). */
  namelessLinks: string[];
}

/** The plan names the site sells. */
export const PLAN_NAMES = ['Starter', 'Growth', 'Pro', 'Enterprise'];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*([AaPp])\\.?[Mm]\\.?';
const RANGE = `${TIME}\\s*(?:-|–|to)\\s*${TIME}`;
// 'Monday-Friday 9:00 AM - 6:00 PM', 'Mon-Fri: 9AM-6PM', 'Monday to Friday, 9am to 6pm', 'Sat-Sun Closed'.
const HOURS_STATEMENT = new RegExp(`\\b${DAY}(?:\\s*(?:-|–|to)\\s*${DAY})?[:,]?\\s+(?:(closed)|${RANGE})`, 'gi');
const AMOUNT = '\\$\\d[\\d,]*(?:\\.\\d+)?';

/** The words under `root`: tags are word breaks, scripts and styles are dropped, entities decoded. */
function wordsOf(root: Node | null): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1 || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName)) return;
    for (const child of node.childNodes) walk(child);
  };
  if (root) walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

function clock(hours: string, minutes: string | undefined, half: string): string {
  const h = (Number(hours) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
}

/** 'Mon', 'Fri' as the weekdays from one to the other. */
function dayRange(from: string, to: string | undefined): string[] {
  const start = WEEKDAYS.findIndex((day) => day.startsWith(from));
  const end = to ? WEEKDAYS.findIndex((day) => day.startsWith(to)) : start;
  return WEEKDAYS.slice(start, end + 1);
}

function hoursStatements(text: string): PageFacts['hours'] {
  const found: PageFacts['hours'] = [];
  for (const match of text.matchAll(HOURS_STATEMENT)) {
    const [said, from, to, closed, h1, m1, p1, h2, m2, p2] = match;
    const hours = closed ? 'closed' : `${clock(h1!, m1, p1!)}-${clock(h2!, m2, p2!)}`;
    for (const day of dayRange(from!, to)) found.push({ day, hours, said });
  }
  return found;
}

function structuredHoursOf(document: Document): Record<string, string> | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? 'null') as { '@type'?: string; openingHoursSpecification?: unknown } | null;
    if (data?.['@type'] !== 'LocalBusiness') continue;
    const week: Record<string, string> = Object.fromEntries(WEEKDAYS.map((day) => [day, 'closed']));
    const specs = (data.openingHoursSpecification ?? []) as { dayOfWeek: string | string[]; opens: string; closes: string }[];
    for (const spec of specs) for (const day of [spec.dayOfWeek].flat()) week[day] = `${spec.opens}-${spec.closes}`;
    return week;
  }
  return null;
}

function linkName(link: Element): string {
  const images = [...link.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt') ?? '');
  return [link.getAttribute('aria-label') ?? '', link.getAttribute('aria-labelledby') ? 'labelled' : '', link.textContent ?? '', ...images]
    .join('')
    .trim();
}

/** A served page as a document to query (happy-dom: no script runs, no resource loads). */
export function htmlDocument(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document;
}

/** Reads the facts of one served page (see `PageFacts`). */
export function pageFacts(html: string): PageFacts {
  const document = htmlDocument(html);
  const words = wordsOf(document.body);
  const head = [...document.querySelectorAll('title, meta[name="description"], meta[property$=":description"], meta[property$=":title"]')]
    .map((element) => (element.tagName === 'TITLE' ? element.textContent : element.getAttribute('content')))
    .join(' . ');
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join(' ');
  const text = `${words} . ${head}`;

  const planPrices: PrintedPlanPrice[] = [];
  for (const card of document.querySelectorAll('article')) {
    const plan = card.querySelector('h3')?.textContent?.trim() ?? '';
    if (!PLAN_NAMES.includes(plan)) continue;
    for (const block of card.querySelectorAll('[data-billing-period]')) {
      planPrices.push({ plan, period: block.getAttribute('data-billing-period') ?? '', text: wordsOf(block).trim() });
    }
  }

  const planLimits: PrintedPlanLimit[] = [];
  for (const card of document.querySelectorAll('article')) {
    const plan = card.querySelector('h3')?.textContent?.trim() ?? '';
    if (!PLAN_NAMES.includes(plan)) continue;
    for (const list of card.querySelectorAll('[data-plan-limits]')) {
      const marked = list.getAttribute('data-plan-limits') ?? '';
      for (const item of list.querySelectorAll('li')) {
        const line = wordsOf(item).trim();
        const figure = /\d[\d,]*/.exec(line)?.[0];
        if (!figure) continue;
        const what = line.replace(figure, '#');
        for (const period of marked === 'both' ? ['monthly', 'annual'] : [marked]) planLimits.push({ plan, period, what, figure });
      }
    }
  }

  const periodAmounts: PageFacts['periodAmounts'] = [];
  for (const match of text.matchAll(new RegExp(`(${AMOUNT})\\s*(?:(?:a|per|/)\\s*month)?,?\\s*billed (monthly|annually)`, 'gi'))) {
    periodAmounts.push({ period: match[2]!.toLowerCase() === 'monthly' ? 'monthly' : 'annual', amount: match[1]!, said: match[0] });
  }
  for (const match of text.matchAll(new RegExp(`billed annually,?\\s*\\(?(${AMOUNT})`, 'gi'))) {
    periodAmounts.push({ period: 'yearly', amount: match[1]!, said: match[0] });
  }
  const planAmounts: PageFacts['planAmounts'] = [];
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    const plans = PLAN_NAMES.filter((plan) => new RegExp(`\\b${plan}\\b`).test(sentence));
    if (plans.length !== 1) continue;
    for (const amount of sentence.match(new RegExp(AMOUNT, 'g')) ?? []) planAmounts.push({ plan: plans[0]!, amount, said: sentence });
  }

  const links = [...document.querySelectorAll('a')];
  const deadLinks = links
    .filter((link) => {
      const href = link.getAttribute('href');
      if (href === null || href.trim() === '' || href.trim() === '#') return true;
      return href.startsWith('#') && !document.getElementById(decodeURIComponent(href.slice(1)));
    })
    .map((link) => `${link.outerHTML.slice(0, 120)}`);
  const namelessLinks = links.filter((link) => linkName(link) === '').map((link) => link.outerHTML.slice(0, 120));

  const facts: PageFacts = {
    planPrices,
    planLimits,
    amounts: `${text} ${structured}`.match(new RegExp(AMOUNT, 'g')) ?? [],
    periodAmounts,
    planAmounts,
    savings: text.match(/\bsave\s+(?:\d+\s*%|\d+ months?(?: free)?|[a-z]+ months?(?: free)?)/gi) ?? [],
    hours: hoursStatements(text),
    structuredHours: structuredHoursOf(document),
    deadLinks,
    namelessLinks,
  };
  return facts;
}
