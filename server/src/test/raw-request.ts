import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A response as it came over the wire: status, headers and the body's bytes, not decompressed. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends one request over real HTTP without fetch's help (no decompression, no redirects followed, HEAD
 * bodies visible). An event stream (`text/event-stream` answered to a GET) is read up to its headers and
 * then closed, since it never ends.
 */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    // The path goes out exactly as given (`//x/` too), never resolved against the base URL.
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (method === 'GET' && String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.destroy();
        resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
