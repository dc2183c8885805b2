import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { E2E_ORIGIN } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { adminApi, deletePosts, publishPost } from './support/blog-posts.ts';

// Issue 29: an article's library image (responsive, with its srcset) and its YouTube card, which loads nothing
// from YouTube until the visitor presses Play, and leaves a link to the video when there is no script.

const SLUG = 'our-shop-and-our-launch-video';
const VIDEO_HOSTS = /youtube|youtu\.be|vimeo|ytimg|googlevideo/;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let api: APIRequestContext;
let postId: number;

/** A PNG of `width` × `height` drawn by the browser (the library makes WebP variants of anything wider than 640). */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w!, h!);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#4f46e5';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#f59e0b';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

test.beforeAll(async ({ browser, baseURL }) => {
  api = await adminApi(baseURL!);
  const page = await browser.newPage();
  const png = await drawnPng(page, 1400, 700);
  await page.close();
  const upload = await api.post('/api/media/upload', {
    data: png,
    headers: { 'Content-Type': 'image/png', 'X-File-Name': 'shop-front.png', Origin: E2E_ORIGIN },
  });
  expect([200, 201], await upload.text()).toContain(upload.status());
  const image = (await upload.json()) as { url: string; srcSet: string; width: number; height: number };
  postId = await publishPost(api, {
    title: 'Our shop and our launch video',
    slug: SLUG,
    excerpt: 'A photo of the shop and the video of its launch.',
    categories: ['local-seo'],
    content:
      '<p>This is the shop.</p>' +
      `<figure><img src="${image.url}" srcset="${image.srcSet}" sizes="(min-width: 768px) 768px, 100vw" alt="The shop front" width="${image.width}" height="${image.height}"><figcaption>The shop on opening day</figcaption></figure>` +
      '<p>And this is how we launched it.</p>' +
      '<figure data-embed="youtube" data-embed-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a><figcaption>Our launch video</figcaption></figure>' +
      // A week of opening hours: eight columns are wider than a phone.
      `<table><tbody><tr><th>Branch</th>${DAYS.map((day) => `<th>${day}</th>`).join('')}</tr>` +
      `<tr><td>Northtown</td>${DAYS.map(() => '<td>09:00</td>').join('')}</tr></tbody></table>`,
  });
});

test.afterAll(async () => {
  if (postId) await deletePosts(api, [postId]);
  await api?.dispose();
});

/** Every request the page makes to a video provider, from now on. */
function videoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) urls.push(request.url());
  });
  return urls;
}

test('the article shows its library image with a srcset, and a video card that loads the player only when played', async ({ page }) => {
  const requests = videoRequests(page);
  // No network here: the privacy-enhanced player is answered locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The YouTube player</p>' }),
  );
  await page.goto(`/blog/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');

  const image = page.getByRole('img', { name: 'The shop front' });
  await expect(image).toHaveAttribute('srcset', /^\/media\/\S+ 640w, \/media\/\S+ 1280w, \/media\/\S+ 1400w$/);
  await expect(image).toHaveAttribute('sizes', '(min-width: 768px) 768px, 100vw');
  await expect(page.getByText('The shop on opening day', { exact: true })).toBeVisible();
  // The browser picked one of the candidates and loaded it.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const play = page.getByRole('button', { name: 'Play video from YouTube' });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await expect(page.getByText('Playing loads the video from YouTube.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.getByText('Our launch video', { exact: true })).toBeVisible();
  expect(requests, 'nothing is fetched from a video provider before Play').toEqual([]);

  await play.click();
  const player = page.getByTitle('Video from YouTube');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  await expect(player).toHaveAttribute('allowfullscreen', '');
  await expect(player).toHaveAttribute('allow', /autoplay/);
  await expect(page.frameLocator('iframe[title="Video from YouTube"]').getByText('The YouTube player')).toBeVisible();
  // The card made way for the player; the caption stays under it.
  await expect(play).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveCount(0);
  await expect(page.getByText('Our launch video', { exact: true })).toBeVisible();
  expect(requests).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
});

test('a keyboard plays the video with Enter on the button', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Player</p>' }));
  await page.goto(`/blog/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');
  await page.getByRole('button', { name: 'Play video from YouTube' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTitle('Video from YouTube')).toBeFocused();
});

test('the article has no accessibility violations, with its card or with its player', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
  );
  await page.goto(`/blog/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');
  const play = page.getByRole('button', { name: 'Play video from YouTube' });
  await play.scrollIntoViewIfNeeded();
  let violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await play.click();
  await expect(page.getByTitle('Video from YouTube')).toBeVisible();
  violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a wide table scrolls sideways in its own region; the page does not', async ({ page }) => {
    await page.goto(`/blog/${SLUG}`);
    const region = page.getByRole('region', { name: 'Table' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('table')).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the card is a link to the video, with no play button and no request to the provider', async ({ page }) => {
    const requests = videoRequests(page);
    await page.goto(`/blog/${SLUG}`);
    const link = page.getByRole('link', { name: 'Watch on YouTube' });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.getByRole('button', { name: 'Play video from YouTube' })).toBeHidden();
    await expect(page.getByText('Our launch video', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The shop front' })).toHaveAttribute('srcset', /640w/);
    expect(requests).toEqual([]);
  });
});
