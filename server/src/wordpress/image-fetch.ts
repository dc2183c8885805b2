import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MAX_IMAGE_BYTES } from '@app/contracts';

/** Why an image could not be fetched, in words for the import report. */
export class ImageFetchError extends Error {
  override name = 'ImageFetchError';
}

/** How a WordPress import fetches images: which hosts it may reach, how long it waits, how much it reads. */
export interface FetchPolicy {
  /** Host names (lower case) that may be fetched even on a private or loopback address; when not empty, the only ones. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
}

/** The default policy: any public host, 10 seconds, the upload size cap. */
export function fetchPolicy(allowedHosts: readonly string[]): FetchPolicy {
  return { allowedHosts: allowedHosts.map((host) => host.toLowerCase()), timeoutMs: 10_000, maxBytes: MAX_IMAGE_BYTES };
}

/** Never reached, allow-listed or not: link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), unspecified, multicast. */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');

/** Reached only on an allow-listed host: loopback and private networks. */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addSubnet('100.64.0.0', 10, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');

/** Why `address` may not be reached for `host` under `policy`, or null when it may. */
export function refusedAddress(address: string, host: string, policy: FetchPolicy): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (NEVER.check(plain, type))
    return `${host} resolves to ${address}, a link-local or reserved address (cloud metadata lives there), which is never fetched`;
  if (INTERNAL.check(plain, type) && !policy.allowedHosts.includes(host)) {
    return `${host} resolves to ${address}, an internal address; add the host to WORDPRESS_IMPORT_HOSTS to fetch from it`;
  }
  return null;
}

/** A DNS lookup that answers only addresses the policy allows, so the connection goes where the check looked. */
function guardedLookup(host: string, policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const reasons = addresses.map((entry) => refusedAddress(entry.address, host, policy));
      const index = reasons.indexOf(null);
      if (index === -1) return callback(new ImageFetchError(reasons[0] ?? `${host} has no address`), '', 0);
      const chosen = addresses[index]!;
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    });
  };
}

/** Checks a URL before any connection: http(s), a host, the allow-list, and a literal address's range. */
function checkUrl(url: URL, policy: FetchPolicy): string {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ImageFetchError(`only http and https images are fetched (${url.protocol})`);
  if (url.username || url.password) throw new ImageFetchError('a URL with credentials is not fetched');
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const refused = refusedAddress(host, host, policy);
    if (refused) throw new ImageFetchError(refused);
  }
  if (policy.allowedHosts.length > 0 && !policy.allowedHosts.includes(host)) {
    throw new ImageFetchError(`${host} is not in WORDPRESS_IMPORT_HOSTS`);
  }
  return host;
}

/**
 * Checks an image's address as fetchImage does before it connects (a URL, http or https, no credentials, the
 * allow-list, a literal address's range), for a dry run that fetches nothing; throws ImageFetchError with the reason.
 * A host name's addresses are checked only when it is fetched.
 */
export function checkImageAddress(address: string, policy: FetchPolicy): void {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError(`"${address.slice(0, 200)}" is not a URL`);
  }
  checkUrl(url, policy);
}

const MAX_REDIRECTS = 3;

/** Why images failed, as the report groups them: a failure's message (ImageFetchError's words, or the upload check's) to its kind. */
const FAILURE_KINDS: Array<[RegExp, string]> = [
  [/ENOTFOUND|EAI_AGAIN|EAI_NONAME|getaddrinfo/i, 'the server could not resolve the name'],
  [/ECONNREFUSED/, 'the old site refused the connection'],
  [/ECONNRESET|socket hang up/i, 'the old site closed the connection'],
  [/did not answer within/, 'the old site did not answer in time'],
  [/not in WORDPRESS_IMPORT_HOSTS/, 'their host is not in WORDPRESS_IMPORT_HOSTS'],
  [/link-local or reserved address/, 'they are at a link-local or reserved address, which is never fetched'],
  [/an internal address/, 'they are at an internal address (add the host to WORDPRESS_IMPORT_HOSTS to fetch from it)'],
  [/larger than/i, 'they are larger than the upload limit'],
  [/redirects/, 'the old site redirected them too many times'],
  [/only http and https|with credentials|is not a URL/, 'their address is not an http(s) URL'],
  [/not an image|SVG images|file is empty/i, 'what the old site sent is not an image the site accepts'],
  [/certificate|CERT_|SSL|TLS/i, "the old site's HTTPS certificate was refused"],
];

/** The kind of an image failure, for the report's grouped note (`the server could not resolve the name`). */
export function imageFailureKind(message: string): string {
  const status = /answered (\d{3})/.exec(message)?.[1];
  if (status) return `the old site answered ${status}`;
  return FAILURE_KINDS.find(([pattern]) => pattern.test(message))?.[1] ?? 'another error';
}

/**
 * Fetches an image for the WordPress import: http(s) only, the host allowed (WORDPRESS_IMPORT_HOSTS, or any host on
 * a public address), link-local and metadata addresses never, each redirect checked again (at most 3), within the
 * policy's time and size. Throws ImageFetchError with the reason.
 */
export async function fetchImage(address: string, policy: FetchPolicy, redirects = 0): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError(`"${address.slice(0, 200)}" is not a URL`);
  }
  const host = checkUrl(url, policy);
  const get = url.protocol === 'https:' ? https.get : http.get;
  const answer = await new Promise<{ location: string } | { bytes: Buffer }>((resolve, reject) => {
    const request = get(
      url,
      { lookup: guardedLookup(host, policy), timeout: policy.timeoutMs, headers: { Accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: new URL(response.headers.location, url).href });
        }
        if (status !== 200) {
          response.resume();
          return reject(new ImageFetchError(`${url.host} answered ${status}`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          request.destroy();
          return reject(new ImageFetchError(`the image is larger than ${policy.maxBytes / 2 ** 20} MB`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            request.destroy(new ImageFetchError(`the image is larger than ${policy.maxBytes / 2 ** 20} MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new ImageFetchError(`${url.host} did not answer within ${policy.timeoutMs / 1000} s`)));
    request.on('error', (error) => reject(error instanceof ImageFetchError ? error : new ImageFetchError(`${url.host}: ${error.message}`)));
  });
  if ('bytes' in answer) return answer.bytes;
  if (redirects >= MAX_REDIRECTS) throw new ImageFetchError(`more than ${MAX_REDIRECTS} redirects`);
  return fetchImage(answer.location, policy, redirects + 1);
}
