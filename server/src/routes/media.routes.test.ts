import { request as httpRequest } from 'node:http';
import { MAX_IMAGE_BYTES } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

/** A solid-colour PNG of the given size; `seed` varies the colour so each call can be a new upload. */
async function png(width = 40, height = 30, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: seed % 256, b: 40 } } })
    .png()
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const saveBackground = (client: TestClient, imageData: string, elementId = 'problem-statement-bg-image') =>
  client.post('/api/media/save-background', { elementId, imageData, fileName: 'background-image.jpg' });

/** Sends raw image bytes to the admin upload route, as the media picker does. */
function uploadRaw(client: TestClient, bytes: Buffer, type: string, name: string) {
  return fetch(`${server.baseUrl}/api/media/upload`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-File-Name': encodeURIComponent(name), Origin: server.baseUrl, Cookie: client.cookie },
    body: bytes,
  });
}

/** Fetches a served file as bytes. */
async function download(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/media/save-background', () => {
  it('stores the image, binds it to the element, and the home page lookup finds it (200)', async () => {
    const res = await saveBackground(admin, dataUrl(await png(40, 30, 1)));
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/media\/[0-9a-f]{16}-background-image\.png$/);
    expect(res.json).toMatchObject({ elementId: 'problem-statement-bg-image', bindingUrl: '/media/problem-statement-bg-image.json' });
    expect(res.json.asset).toMatchObject({ width: 40, height: 30, mimeType: 'image/png' });

    // The two-step lookup of docs/product.md §7, as any visitor makes it.
    const visitor = new TestClient(server.baseUrl);
    const list = (await visitor.get('/api/media')).json as Array<{ filename: string; originalName: string; url: string }>;
    expect(list[0]).toEqual({
      filename: 'problem-statement-bg-image.json',
      originalName: 'problem-statement-bg-image.json',
      url: '/media/problem-statement-bg-image.json',
    });
    expect(list).toContainEqual({
      filename: res.json.url.slice('/media/'.length),
      originalName: 'background-image.jpg',
      url: res.json.url,
    });
    const document = await visitor.get(list[0]!.url);
    expect(document.status).toBe(200);
    expect(document.headers.get('cache-control')).toBe('no-cache');
    expect(document.json.imageUrl).toBe(res.json.url);
    const image = await download(document.json.imageUrl);
    expect(image.res.status).toBe(200);
    expect(image.res.headers.get('content-type')).toBe('image/png');
    expect((await sharp(image.bytes).metadata()).width).toBe(40);
  });

  it('rebinds the element when another image is applied', async () => {
    const first = await saveBackground(admin, dataUrl(await png(40, 30, 2)));
    const second = await saveBackground(admin, dataUrl(await png(40, 30, 3)));
    expect(second.json.url).not.toBe(first.json.url);
    expect((await admin.get('/media/problem-statement-bg-image.json')).json.imageUrl).toBe(second.json.url);
  });

  it('answers 401 to an anonymous visitor and 403 to an ordinary account', async () => {
    const image = dataUrl(await png(10, 10, 4));
    const anonymous = new TestClient(server.baseUrl);
    const refused = await saveBackground(anonymous, image);
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe('Please sign in to continue.');

    const user = await server.signedInClient('user');
    const forbidden = await saveBackground(user, image);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toBe('This action needs an editor or higher role.');
  });

  it('answers 404 with the spec message for an element id no page has', async () => {
    const res = await saveBackground(admin, dataUrl(await png(10, 10, 5)), 'no-such-element');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Could not find element with ID: no-such-element');
  });

  it('answers 400 for malformed JSON, a missing field and a malformed data URL', async () => {
    const badJson = await admin.post('/api/media/save-background', '{"elementId": ', { 'Content-Type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.json.message).toBe('The request body is not valid JSON.');

    const missing = await admin.post('/api/media/save-background', { elementId: 'problem-statement-bg-image' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('imageData is required: the image as a data URL.');

    const notDataUrl = await saveBackground(admin, 'https://example.com/cat.png');
    expect(notDataUrl.status).toBe(400);
    expect(notDataUrl.json.message).toMatch(/base64 data URL/);

    const badBase64 = await saveBackground(admin, 'data:image/png;base64,@@@not*base64@@@');
    expect(badBase64.status).toBe(400);
    expect(badBase64.json.message).toMatch(/not valid base64/);
  });

  it('answers 413 "Image must be less than 5MB" for an image over 5 MiB', async () => {
    const big = Buffer.concat([await png(10, 10, 6), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await saveBackground(admin, dataUrl(big));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Image must be less than 5MB');
  });

  it('answers 415 for SVG, for non-images and for a type that does not match the bytes', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await saveBackground(admin, dataUrl(svg, 'image/svg+xml'));
    expect(asSvg.status).toBe(415);
    expect(asSvg.json.message).toMatch(/SVG images are not accepted/);
    // Disguised as a PNG, the SVG is still recognised from its content.
    expect((await saveBackground(admin, dataUrl(svg, 'image/png'))).status).toBe(415);

    const html = await saveBackground(admin, dataUrl(Buffer.from('<html><body>hi</body></html>'), 'text/html'));
    expect(html.status).toBe(415);
    expect(html.json.message).toBe('This file is not an image the site accepts. Upload a JPG, PNG, WebP or GIF image.');

    const mismatch = await saveBackground(admin, dataUrl(await png(10, 10, 7), 'image/jpeg'));
    expect(mismatch.status).toBe(415);
    expect(mismatch.json.message).toBe(
      'The file was sent as JPEG but its content is PNG. Upload a JPG, PNG, WebP or GIF image whose type matches its content.',
    );

    const damaged = await saveBackground(admin, dataUrl(Buffer.concat([(await png(10, 10, 8)).subarray(0, 40)])));
    expect(damaged.status).toBe(415);
    expect(damaged.json.message).toMatch(/could not be read/);
  });
});

describe('upload limits before buffering', () => {
  it('refuses a request whose Content-Length is over the limit with 413 before the body is sent', async () => {
    const url = new URL('/api/media/save-background', server.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(50 * 1024 * 1024),
            Origin: server.baseUrl,
            Cookie: admin.cookie,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Only the first few bytes of the announced 50 MB ever go out.
      req.write('{"elementId":"problem-statement-bg-image","imageData":"data:image/png;base64,');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('Image must be less than 5MB');
  });
});

describe('re-encoding', () => {
  it('serves an image with HTML appended to it as a clean image', async () => {
    const clean = await png(24, 24, 9);
    const polyglot = Buffer.concat([clean, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const upload = await uploadRaw(admin, polyglot, 'image/png', 'polyglot.png');
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as { url: string };
    const served = await download(item.url);
    expect(served.res.headers.get('content-type')).toBe('image/png');
    expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes.toString('latin1')).not.toMatch(/<script|<html/i);
    // The served file ends where the PNG ends (its IEND chunk and CRC).
    expect(served.bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('drops EXIF, GPS position included, and applies the orientation', async () => {
    const withGps = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    // The GPS IFD pointer tag (0x8825, little-endian) is there before the upload.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const upload = await uploadRaw(admin, withGps, 'image/jpeg', 'Holiday Photo.JPG');
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as { url: string; width: number; height: number };
    expect(item.url).toMatch(/-holiday-photo\.jpg$/);
    const served = await download(item.url);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    const after = await sharp(served.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.bytes.toString('latin1')).not.toContain('TestCam');
    // Orientation 6 (rotate 90) is applied to the pixels before the tag is dropped.
    expect([after.width, after.height]).toEqual([20, 60]);
    expect([item.width, item.height]).toEqual([20, 60]);
  });

  it('caps the longest side at 2560 px and stores 640 and 1280 wide WebP variants for srcset', async () => {
    const wide = await sharp({ create: { width: 3000, height: 600, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const upload = await uploadRaw(admin, wide, 'image/png', 'wide.png');
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as {
      url: string;
      width: number;
      height: number;
      variants: Array<{ url: string; width: number }>;
      srcSet: string;
    };
    expect([item.width, item.height]).toEqual([2560, 512]);
    expect(item.variants.map((variant) => variant.width)).toEqual([640, 1280]);
    expect(item.srcSet).toBe(`${item.variants[0]!.url} 640w, ${item.variants[1]!.url} 1280w, ${item.url} 2560w`);
    const variant = await download(item.variants[0]!.url);
    expect(variant.res.headers.get('content-type')).toBe('image/webp');
    expect(variant.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(variant.bytes).metadata()).width).toBe(640);
  });
});

describe('admin upload route', () => {
  it('accepts a JSON data URL with alt text, and refuses anonymous (401) and ordinary (403) callers', async () => {
    const bytes = await png(16, 16, 20);
    const res = await admin.post('/api/media/upload', { imageData: dataUrl(bytes), fileName: 'logo.png', alt: 'Our logo' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ originalName: 'logo.png', alt: 'Our logo', width: 16, height: 16 });

    expect((await uploadRaw(new TestClient(server.baseUrl), bytes, 'image/png', 'x.png')).status).toBe(401);
    const user = await server.signedInClient('user');
    expect((await uploadRaw(user, bytes, 'image/png', 'x.png')).status).toBe(403);
  });

  it('refuses raw bytes over 5 MiB (413), a GIF sent as PNG (415) and an unknown format (415)', async () => {
    const tooBig = await uploadRaw(admin, Buffer.concat([await png(8, 8, 21), Buffer.alloc(MAX_IMAGE_BYTES)]), 'image/png', 'big.png');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe('Image must be less than 5MB');

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const mismatch = await uploadRaw(admin, gif, 'image/png', 'a.png');
    expect(mismatch.status).toBe(415);
    const asGif = await uploadRaw(admin, gif, 'image/gif', 'a.gif');
    expect(asGif.status).toBe(201);
    expect(((await asGif.json()) as { mimeType: string }).mimeType).toBe('image/gif');

    const pdf = await uploadRaw(admin, Buffer.from('%PDF-1.7 not an image'), 'application/pdf', 'a.pdf');
    expect(pdf.status).toBe(415);
  });

  it('reuses the stored asset for an identical upload', async () => {
    const bytes = await png(33, 22, 22);
    const first = await uploadRaw(admin, bytes, 'image/png', 'first-name.png');
    const second = await uploadRaw(admin, bytes, 'image/png', 'second-name.png');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Array<{ id: number; url: string }>;
    expect(b!.id).toBe(a!.id);
    expect(b!.url).toBe(a!.url);
    const rows = await server.orm.em
      .getConnection()
      .execute<Array<{ count: string }>>(
        "select count(*)::int as count from media_assets where original_name in ('first-name.png', 'second-name.png')",
      );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('reuses the asset when the file it serves is uploaded again (a library image chosen as a background)', async () => {
    const original = await uploadRaw(admin, await png(30, 30, 23), 'image/png', 'library.png');
    const item = (await original.json()) as { id: number; url: string };
    const served = await download(item.url);
    const again = await saveBackground(admin, dataUrl(served.bytes));
    expect(again.status).toBe(200);
    expect(again.json.asset.id).toBe(item.id);
    expect(again.json.url).toBe(item.url);
  });
});

describe('serving', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match, for images and background documents', async () => {
    const saved = await saveBackground(admin, dataUrl(await png(12, 12, 30)));
    const first = await download(saved.json.url);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await download(saved.json.url, { 'If-None-Match': etag! });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.res.headers.get('etag')).toBe(etag);
    const other = await download(saved.json.url, { 'If-None-Match': '"something-else"' });
    expect(other.res.status).toBe(200);

    const document = await download('/media/problem-statement-bg-image.json');
    const documentEtag = document.res.headers.get('etag')!;
    expect((await download('/media/problem-statement-bg-image.json', { 'If-None-Match': documentEtag })).res.status).toBe(304);
  });

  it('answers 404 for an unknown file and for an element with no background', async () => {
    const missing = await download('/media/0000000000000000-nothing.png');
    expect(missing.res.status).toBe(404);
    const unbound = await download('/media/hero-bg.json');
    expect(unbound.res.status).toBe(404);
  });
});

describe('several app instances', () => {
  it('serve the same media from one database, and a background survives a new instance', async () => {
    const saved = await saveBackground(admin, dataUrl(await png(20, 10, 40)));
    expect(saved.status).toBe(200);
    const second = await startTestServer({}, { shareDatabaseOf: server });
    try {
      const visitor = new TestClient(second.baseUrl);
      const list = (await visitor.get('/api/media')).json as Array<{ url: string; filename: string }>;
      expect(list[0]!.filename).toBe('problem-statement-bg-image.json');
      const document = await visitor.get(list[0]!.url);
      expect(document.json.imageUrl).toBe(saved.json.url);
      const image = await fetch(second.baseUrl + saved.json.url);
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(20);

      // An upload through the second instance is served by the first.
      const otherAdmin = await second.signedInClient('admin');
      const viaSecond = await otherAdmin.post('/api/media/upload', { imageData: dataUrl(await png(9, 9, 41)), fileName: 'second.png' });
      expect(viaSecond.status).toBe(201);
      expect((await fetch(server.baseUrl + viaSecond.json.url)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
