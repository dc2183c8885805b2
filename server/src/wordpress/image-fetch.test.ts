import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, fetchPolicy, imageFailureKind, refusedAddress } from './image-fetch.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/big') return void response.writeHead(200).end(Buffer.alloc(6 * 1024 * 1024));
    if (request.url === '/hop') return void response.writeHead(301, { Location: '/ok' }).end();
    if (request.url === '/to-local') return void response.writeHead(302, { Location: `http://localhost:${port}/ok` }).end();
    response.writeHead(200).end('bytes');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const allowLoopback = fetchPolicy(['127.0.0.1']);
const publicOnly = fetchPolicy([]);

describe('fetching an image for a WordPress import', () => {
  it('fetches from an allow-listed host, following a redirect', async () => {
    expect((await fetchImage(`http://127.0.0.1:${port}/hop`, allowLoopback)).toString()).toBe('bytes');
  });

  it('refuses loopback and private addresses unless the host is allow-listed, by name too (DNS)', async () => {
    await expect(fetchImage(`http://127.0.0.1:${port}/ok`, publicOnly)).rejects.toThrow(
      '127.0.0.1 resolves to 127.0.0.1, an internal address',
    );
    await expect(fetchImage(`http://localhost:${port}/ok`, publicOnly)).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), an internal address/,
    );
    await expect(fetchImage('http://10.1.2.3/x.png', publicOnly)).rejects.toThrow('an internal address');
    await expect(fetchImage('http://[::1]/x.png', publicOnly)).rejects.toThrow('an internal address');
  });

  it('refuses a host not on the allow-list, also as a redirect target', async () => {
    await expect(fetchImage('http://example.com/x.png', allowLoopback)).rejects.toThrow('example.com is not in WORDPRESS_IMPORT_HOSTS');
    await expect(fetchImage(`http://127.0.0.1:${port}/to-local`, allowLoopback)).rejects.toThrow(
      'localhost is not in WORDPRESS_IMPORT_HOSTS',
    );
  });

  it('never reaches link-local or metadata addresses, allow-listed or not', async () => {
    const listed = fetchPolicy(['169.254.169.254', 'fd00:ec2::254']);
    await expect(fetchImage('http://169.254.169.254/latest/meta-data/', listed)).rejects.toThrow('a link-local or reserved address');
    await expect(fetchImage('http://[fd00:ec2::254]/latest/', listed)).rejects.toThrow('a link-local or reserved address');
    expect(refusedAddress('::ffff:169.254.169.254', 'x', listed)).toMatch(/link-local/);
    expect(refusedAddress('93.184.216.34', 'example.com', publicOnly)).toBeNull();
  });

  it('fetches only http and https, without credentials', async () => {
    await expect(fetchImage('file:///etc/passwd', allowLoopback)).rejects.toThrow('only http and https images are fetched (file:)');
    await expect(fetchImage('ftp://127.0.0.1/x', allowLoopback)).rejects.toThrow('only http and https');
    await expect(fetchImage(`http://user:pw@127.0.0.1:${port}/ok`, allowLoopback)).rejects.toThrow('credentials');
  });

  it('stops reading past the size cap', async () => {
    await expect(fetchImage(`http://127.0.0.1:${port}/big`, allowLoopback)).rejects.toThrow('larger than 5 MB');
  });
});

describe('the kind of a failure, as the report groups them', () => {
  it('a name that does not resolve', async () => {
    // .invalid never resolves (RFC 2606); allow-listed so the lookup is made.
    const error = await fetchImage('http://old-site.invalid/a.png', fetchPolicy(['old-site.invalid'])).catch((caught: Error) => caught);
    expect(imageFailureKind((error as Error).message)).toBe('the server could not resolve the name');
  });

  it('an answer, a refusal, a wait, and anything else', async () => {
    expect(imageFailureKind('old.example answered 404')).toBe('the old site answered 404');
    expect(imageFailureKind(`127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1`)).toBe('the old site refused the connection');
    expect(imageFailureKind('old.example did not answer within 10 s')).toBe('the old site did not answer in time');
    expect(imageFailureKind('something new')).toBe('another error');
  });
});
