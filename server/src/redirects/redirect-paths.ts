import { REDIRECT_SOURCE_MAX, reservedAddressProblem, type RedirectMatch, type RedirectStatus } from '@app/contracts';

/** A rule as the server matches it: its source in the site's one spelling (see `redirectKey`). */
export interface MatchableRule {
  id: number;
  source: string;
  match: RedirectMatch;
  status: RedirectStatus;
  target: string;
}

/**
 * Every rule, by source: exact rules and prefix rules apart (a path asks each map at most once a segment), and by
 * the key of their target on this site (the chain check asks which rule sends visitors to a path).
 */
export interface RuleTable {
  exact: ReadonlyMap<string, MatchableRule>;
  prefix: ReadonlyMap<string, MatchableRule>;
  byTarget: ReadonlyMap<string, MatchableRule>;
}

/** A stand-in origin to read a local path against. */
const LOCAL = 'http://local.invalid';

/**
 * The key a path is matched and counted by: percent-escapes undone as UTF-8 (up to three rounds; one that does not
 * decode is kept), control characters dropped, backslashes read as slashes, dot segments folded, slashes single and
 * none at the end, lower case, no query; a full address is read for its path. Null when it is longer than
 * REDIRECT_SOURCE_MAX (such a path is neither counted nor redirected).
 */
export function redirectKey(pathOrUrl: string): string | null {
  let path = /^https?:\/\//i.test(pathOrUrl) ? pathFromUrl(pathOrUrl) : pathOrUrl;
  if (path === null) return null;
  path = path.split(/[?#]/)[0]!;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments = path
    // eslint-disable-next-line no-control-regex -- browsers drop these from a URL, so they separate nothing
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\\/g, '/')
    .split('/');
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') kept.pop();
    else kept.push(segment.toLowerCase());
  }
  const key = `/${kept.join('/')}`;
  return key.length > REDIRECT_SOURCE_MAX ? null : key;
}

function pathFromUrl(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Why the path of `key` cannot have a redirect rule (nor is counted as a 404), or null when it can: the home page,
 * and every address the site serves itself (the imports' list), except a post's address under /blog, which may be
 * taken once it serves nothing (a post deleted or renamed outside the editor).
 */
export function unredirectableProblem(key: string): string | null {
  if (key === '/') return 'The home page cannot be redirected.';
  if (key.startsWith('/blog/')) return null;
  const reserved = reservedAddressProblem(key);
  return reserved === null ? null : `${reserved} It cannot be redirected.`;
}

/** `key` and each shorter path above it at a slash, longest first: `/a/b/c` → `/a/b/c`, `/a/b`, `/a`. */
export function keyAndParents(key: string): string[] {
  const out: string[] = [];
  let at = key;
  while (at.length > 1) {
    out.push(at);
    at = at.slice(0, at.lastIndexOf('/')) || '/';
  }
  return out;
}

/** The rule that answers `key`: an exact rule for it, else the prefix rule of its longest parent (or itself). */
export function matchRule(table: RuleTable, key: string): MatchableRule | null {
  const exact = table.exact.get(key);
  if (exact !== undefined) return exact;
  if (table.prefix.size === 0) return null;
  for (const candidate of keyAndParents(key)) {
    const rule = table.prefix.get(candidate);
    if (rule !== undefined) return rule;
  }
  return null;
}

/**
 * Where a rule sends a request for `path` (the request's own path, as asked) with `query` ('' or '?…'): its target,
 * for a prefix rule followed by the rest of the path below the source; the request's query is added unless the
 * target has one of its own. Every character outside what a Location header may carry is escaped.
 */
export function ruleLocation(rule: MatchableRule, path: string, query: string): string {
  let target = rule.target;
  if (rule.match === 'prefix') {
    const depth = rule.source.split('/').filter(Boolean).length;
    const rest = path
      .split('/')
      .filter(Boolean)
      .slice(depth)
      .map((segment) => encodeURIComponent(safeDecode(segment)))
      .join('/');
    if (rest !== '') {
      const hash = target.indexOf('#');
      const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
      const search = base.indexOf('?');
      const [pathPart, searchPart] = search === -1 ? [base, ''] : [base.slice(0, search), base.slice(search)];
      target = `${pathPart.replace(/\/+$/, '')}/${rest}${searchPart}${fragment}`;
    }
  }
  if (query !== '' && query !== '?' && !target.includes('?')) {
    const hash = target.indexOf('#');
    target = hash === -1 ? `${target}${query}` : `${target.slice(0, hash)}${query}${target.slice(hash)}`;
  }
  return target;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A rule's target in the one form it is stored and sent: a path on this site (`/pricing`, `/blog/post?x=1#top`),
 * escaped where a header needs it, or a full http(s) address as the URL parser writes it. Throws none: answers why
 * it cannot be a target instead.
 */
export function normalizedTarget(target: string): { ok: true; target: string } | { ok: false; message: string } {
  const text = target.trim();
  // eslint-disable-next-line no-control-regex -- a control character or a space cannot travel in a Location header
  if (/[\u0000-\u001f\u007f\s]/.test(text)) return { ok: false, message: 'A target cannot hold spaces or control characters.' };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.username !== '' || url.password !== '')
        return { ok: false, message: 'A target address cannot carry a user name or password.' };
      return { ok: true, target: url.href };
    } catch {
      return { ok: false, message: `'${text}' is not a valid web address.` };
    }
  }
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) {
    return { ok: false, message: 'A target is a path on this site starting with a single / or a full https:// address.' };
  }
  const url = new URL(text, LOCAL);
  return { ok: true, target: `${url.pathname}${url.search}${url.hash}` };
}

/** The key of a target on this site (for the loop and chain checks), or null for an address elsewhere. */
export function localTargetKey(target: string): string | null {
  if (!target.startsWith('/')) return null;
  return redirectKey(new URL(target, LOCAL).pathname);
}

/** Why `rule` would send visitors back to itself (its target its own source, or under a prefix source), or null. */
export function selfLoopProblem(rule: Omit<MatchableRule, 'id'>): string | null {
  const targetKey = rule.status === 410 ? null : localTargetKey(rule.target);
  if (targetKey === null) return null;
  if (targetKey === rule.source) return `'${rule.source}' would redirect to itself.`;
  if (rule.match === 'prefix' && keyAndParents(targetKey).includes(rule.source)) {
    return `'${rule.target}' is under '${rule.source}': every address under it would redirect again and again.`;
  }
  return null;
}

/**
 * Why `rule` would loop or chain among the rules of `table` (which may hold the rule itself, never an older version
 * of it), or null. A loop: its target is its own source (or, for a prefix rule, under it: every hop would add to the
 * path). A chain: its target is answered by another rule (a visitor would be sent twice), or another rule's target
 * is its source.
 */
export function loopOrChainProblem(rule: MatchableRule, table: RuleTable): string | null {
  const loop = selfLoopProblem(rule);
  if (loop !== null) return loop;
  const targetKey = rule.status === 410 ? null : localTargetKey(rule.target);
  if (targetKey !== null) {
    const next = matchRule(table, targetKey);
    if (next !== null && next.id !== rule.id) {
      return next.status === 410
        ? `'${rule.target}' answers 410 Gone (its own redirect rule): choose a target that is a page.`
        : `'${rule.target}' is itself redirected to '${next.target}': point this rule at '${next.target}' instead, so visitors are sent once.`;
    }
  }
  const before = table.byTarget.get(rule.source);
  if (before !== undefined && before.id !== rule.id) {
    return `The redirect of '${before.source}' points to '${rule.source}': change it first, so visitors are not sent twice.`;
  }
  return null;
}

/** A rule table of `rules`, a later rule of one source replacing an earlier one. */
export function ruleTableOf(rules: Iterable<MatchableRule>): RuleTable {
  const bySource = new Map<string, MatchableRule>();
  for (const rule of rules) bySource.set(rule.source, rule);
  const exact = new Map<string, MatchableRule>();
  const prefix = new Map<string, MatchableRule>();
  const byTarget = new Map<string, MatchableRule>();
  for (const rule of bySource.values()) {
    (rule.match === 'exact' ? exact : prefix).set(rule.source, rule);
    const targetKey = rule.status === 410 ? null : localTargetKey(rule.target);
    if (targetKey !== null && !byTarget.has(targetKey)) byTarget.set(targetKey, rule);
  }
  return { exact, prefix, byTarget };
}

/** `table` without the rule of `id` (a rule being changed is checked against the others, not its older self). */
export function withoutRule(table: RuleTable, id: number): RuleTable {
  return ruleTableOf([...table.exact.values(), ...table.prefix.values()].filter((rule) => rule.id !== id));
}
