import type { AnalyticsDevice, AnalyticsSourceGroup } from '@app/contracts';

/** Where a page view came from: a named source and its group; `internal` for a click from another page of this site. */
export interface ViewSource {
  source: string;
  group: AnalyticsSourceGroup | 'internal';
  /** The UTM campaign the link carried (`utm_campaign`), else null. */
  campaign: string | null;
}

/** The longest source or campaign name kept. */
const NAME_MAX = 100;

/** Known hosts by the name shown and the group: a host matches when it is the entry or ends with "." + the entry. */
const KNOWN_HOSTS: ReadonlyArray<readonly [suffix: string, name: string, group: AnalyticsSourceGroup]> = [
  ['mail.google.com', 'Gmail', 'email'],
  ['outlook.live.com', 'Outlook', 'email'],
  ['outlook.office.com', 'Outlook', 'email'],
  ['mail.yahoo.com', 'Yahoo Mail', 'email'],
  ['mail.proton.me', 'Proton Mail', 'email'],
  ['google.com', 'Google', 'search'],
  ['bing.com', 'Bing', 'search'],
  ['duckduckgo.com', 'DuckDuckGo', 'search'],
  ['search.yahoo.com', 'Yahoo', 'search'],
  ['yandex.ru', 'Yandex', 'search'],
  ['yandex.com', 'Yandex', 'search'],
  ['baidu.com', 'Baidu', 'search'],
  ['ecosia.org', 'Ecosia', 'search'],
  ['search.brave.com', 'Brave Search', 'search'],
  ['startpage.com', 'Startpage', 'search'],
  ['qwant.com', 'Qwant', 'search'],
  ['perplexity.ai', 'Perplexity', 'search'],
  ['chatgpt.com', 'ChatGPT', 'search'],
  ['facebook.com', 'Facebook', 'social'],
  ['fb.com', 'Facebook', 'social'],
  ['instagram.com', 'Instagram', 'social'],
  ['t.co', 'X (Twitter)', 'social'],
  ['twitter.com', 'X (Twitter)', 'social'],
  ['x.com', 'X (Twitter)', 'social'],
  ['linkedin.com', 'LinkedIn', 'social'],
  ['lnkd.in', 'LinkedIn', 'social'],
  ['reddit.com', 'Reddit', 'social'],
  ['pinterest.com', 'Pinterest', 'social'],
  ['youtube.com', 'YouTube', 'social'],
  ['tiktok.com', 'TikTok', 'social'],
  ['threads.net', 'Threads', 'social'],
  ['bsky.app', 'Bluesky', 'social'],
  ['news.ycombinator.com', 'Hacker News', 'social'],
  ['nextdoor.com', 'Nextdoor', 'social'],
];

/** UTM mediums that mean an e-mail, and sources that mean the site's own newsletter. */
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter', 'mail']);
const SOCIAL_MEDIUMS = new Set(['social', 'social-media', 'social_media', 'sm']);
const SEARCH_MEDIUMS = new Set(['cpc', 'ppc', 'paid-search', 'organic', 'search']);

/** Each known host as a pattern: the host or a subdomain; a search engine's ".com" also on a country domain (google.de, google.co.uk). */
const KNOWN_PATTERNS = KNOWN_HOSTS.map(([suffix, name, group]) => {
  const escaped = suffix.replaceAll('.', '\\.');
  const country =
    group === 'search' && suffix.endsWith('.com')
      ? `|${escaped.slice(0, -'\\.com'.length)}\\.(?:[a-z]{2,3}|co\\.[a-z]{2}|com\\.[a-z]{2})`
      : '';
  return { pattern: new RegExp(`(?:^|\\.)(?:${escaped}${country})$`), name, group };
});

/** A host known by name, else null. */
function knownHost(host: string): { name: string; group: AnalyticsSourceGroup } | null {
  return KNOWN_PATTERNS.find((known) => known.pattern.test(host)) ?? null;
}

/** A UTM source naming a known site ("google", "Facebook", "linkedin.com"), else null. */
function knownName(name: string): { name: string; group: AnalyticsSourceGroup } | null {
  const wanted = name.toLowerCase();
  const found = KNOWN_HOSTS.find(([suffix, known]) => {
    const labels = suffix.split('.');
    return known.toLowerCase() === wanted || suffix === wanted || (labels.length === 2 && labels[0] === wanted);
  });
  return found ? { name: found[1], group: found[2] } : null;
}

/** `text` trimmed and cut to the longest name kept; null when empty. */
function nameOf(text: string | null | undefined): string | null {
  const name = text?.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX) ?? '';
  return name === '' ? null : name;
}

/**
 * The source of a page view: its UTM parameters first (`utm_source=newsletter` is our own newsletter; an e-mail,
 * social or search `utm_medium` groups the source so), then its Referer (a known search engine, social site or
 * webmail by name; this site's own host is `internal`; any other site by its host), else Direct. Only the referrer's
 * host is kept, never its path or query.
 */
export function viewSourceOf(referer: string | undefined, siteHost: string, query: URLSearchParams): ViewSource {
  const campaign = nameOf(query.get('utm_campaign'));
  const utmSource = nameOf(query.get('utm_source'));
  const medium = nameOf(query.get('utm_medium'))?.toLowerCase() ?? null;
  let host: string | null = null;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.protocol === 'http:' || url.protocol === 'https:') host = url.hostname.toLowerCase();
    } catch {
      host = null;
    }
  }
  if (utmSource !== null) {
    if (utmSource.toLowerCase() === 'newsletter') return { source: 'Newsletter', group: 'newsletter', campaign };
    const known = knownName(utmSource);
    const group: AnalyticsSourceGroup =
      medium !== null && EMAIL_MEDIUMS.has(medium)
        ? 'email'
        : medium !== null && SOCIAL_MEDIUMS.has(medium)
          ? 'social'
          : medium !== null && SEARCH_MEDIUMS.has(medium)
            ? 'search'
            : (known?.group ?? 'referral');
    return { source: known?.name ?? utmSource, group, campaign };
  }
  if (host === null) return { source: 'Direct', group: 'direct', campaign };
  if (host === siteHost.toLowerCase().replace(/:\d+$/, '')) return { source: '', group: 'internal', campaign };
  const known = knownHost(host);
  if (known !== null) return { source: known.name, group: known.group, campaign };
  return { source: host.replace(/^www\./, '').slice(0, NAME_MAX), group: 'referral', campaign };
}

/**
 * The device class of a browser: its own hint (`Sec-CH-UA-Mobile: ?1`) or its user agent (a tablet: an iPad, or an
 * Android without "Mobile"; a phone: "Mobi", an iPhone). Only the class is kept.
 */
export function deviceOf(userAgent: string | undefined, mobileHint: string | undefined): AnalyticsDevice {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(agent) || (/Android/i.test(agent) && !/Mobile/i.test(agent))) return 'tablet';
  if (mobileHint === '?1' || /Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'mobile';
  return 'desktop';
}
