import { expect, test, type Page } from './support/test.ts';
import sharp from 'sharp';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';

// Two 16x16 PNGs of different colours (made with sharp), small enough to travel in the test itself.
const TEAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWPQmttPEmIY1TB3NJS0hmvSAABstVYQg619JQAAAABJRU5ErkJggg==',
  'base64',
);
const CORAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWN4nh9IEmIY1ZA/GkrPh2vSAAB3CKcQ7uQVEAAAAABJRU5ErkJggg==',
  'base64',
);

const notice = (page: Page, title: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });

/** Holds the server's answers to uploads until the returned function is called, so a progress bar can be seen. */
async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/media/upload', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function openUploader(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Image Uploader' }).click();
  await expect(page).toHaveURL(/\/admin\/image-uploader$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Image Uploader' })).toBeVisible();
}

test('the admin applies a background that a new anonymous visitor then sees on the home page', async ({ page, browser }) => {
  await openUploader(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Upload Background Image' })).toBeVisible();
  const where = main.getByRole('group', { name: 'Where the image goes' });
  await expect(where.getByRole('radio', { name: "Replace the background of the home page's problem section" })).toBeChecked();
  await expect(main.getByRole('heading', { name: 'How to Use' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'persists across page refreshes' })).toBeVisible();
  const apply = main.getByRole('button', { name: 'Apply Image' });
  await expect(apply).toBeDisabled();

  await main.getByLabel('Image', { exact: true }).setInputFiles({ name: 'teal.png', mimeType: 'image/png', buffer: TEAL_PNG });
  await expect(notice(page, 'Image ready')).toContainText("Click 'Apply Image' to set as background");
  await expect(main.getByRole('img', { name: 'Preview of the chosen background image' })).toBeVisible();
  await expect(apply).toBeEnabled();

  const saved = page.waitForResponse((res) => res.url().endsWith('/api/media/save-background'));
  await apply.click();
  const answer = await (await saved).json();
  // An identical image uploaded earlier (by another spec) is reused under its first name.
  expect(answer.url).toMatch(/^\/media\/[0-9a-f]{16}-[\w-]+\.png$/);
  await expect(notice(page, 'Image applied')).toContainText('The background image has been permanently saved and applied');

  // A visitor who has never been here (no cache) gets the bound image from the server.
  const visitor = await browser.newContext();
  try {
    const home = await visitor.newPage();
    // The served page already names the image, so the visitor's first render shows it.
    expect(await (await home.request.get('/')).text()).toContain(answer.url);
    await home.goto('/');
    const background = home.locator('#problem-statement-bg-image');
    await expect(background).toHaveAttribute('data-background', 'image');
    await expect(background).toHaveCSS('background-image', new RegExp(answer.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(background).toHaveCSS('background-size', 'cover');
    await expect(background).toHaveCSS('background-position', '50% 50%');
    await expect(background).toHaveCSS('opacity', '0.7');
  } finally {
    await visitor.close();
  }

  // The Back button goes back in the browser history.
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();

  // Other specs expect the default pattern: delete the image (in use, so only with force).
  const inUse = await page.request.post('/trpc/media.delete', { data: { id: answer.asset.id }, headers: { Origin: E2E_ORIGIN } });
  expect(inUse.status()).toBe(409);
  const deleted = await page.request.post('/trpc/media.delete', {
    data: { id: answer.asset.id, force: true },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(deleted.status()).toBe(200);
  expect((await page.request.get('/media/problem-statement-bg-image.json')).status()).toBe(404);
});

test('the uploader refuses a file over 5MB before sending, and Apply without an image', async ({ page }) => {
  await openUploader(page);
  const main = page.getByRole('main');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/media/')) uploads += 1;
  });

  // Apply Image is disabled but focusable: pressing it says why nothing happens.
  await main.getByRole('button', { name: 'Apply Image' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page, 'No image selected')).toContainText('Please upload an image first');

  const tooBig = Buffer.concat([TEAL_PNG, Buffer.alloc(5 * 1024 * 1024)]);
  await main.getByLabel('Image', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooBig });
  await expect(page.getByRole('alert').filter({ hasText: 'File too large' })).toContainText('Image must be less than 5MB');
  await expect(main.getByRole('button', { name: 'Apply Image' })).toBeDisabled();
  expect(uploads).toBe(0);
});

test('the media picker uploads with progress, adds to the library, saves alt text, and searches names and alt text', async ({ page }) => {
  await openUploader(page);
  const picker = page.getByRole('region', { name: 'Or choose from the media library' });
  // Hold the server's answer so the progress bar can be seen while the upload is under way.
  const release = await holdUploads(page);
  await picker.getByLabel('Upload to library').setInputFiles({ name: 'coral-square.png', mimeType: 'image/png', buffer: CORAL_PNG });
  await expect(picker.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(picker.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(notice(page, 'Image ready')).toBeVisible();
  const tile = picker.getByRole('button', { name: 'Choose coral-square.png' });
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  // Choosing from the library makes it the uploader's chosen image.
  await expect(page.getByRole('img', { name: 'Preview of the chosen background image' })).toBeVisible();

  const alt = picker.getByLabel('Alt text of coral-square.png');
  await alt.fill('A coral square');
  await picker.getByRole('button', { name: 'Save alt text' }).click();
  await expect(notice(page, 'Alt text saved')).toBeVisible();
  await page.reload();
  await page
    .getByRole('region', { name: 'Or choose from the media library' })
    .getByRole('button', { name: 'Choose coral-square.png' })
    .click();
  await expect(page.getByLabel('Alt text of coral-square.png')).toHaveValue('A coral square');

  // The picker searches names and alt text on the server.
  const again = page.getByRole('region', { name: 'Or choose from the media library' });
  await again.getByLabel('Search images by name or alt text').fill('CORAL SQUARE');
  await expect(again.getByRole('list', { name: 'Images' }).getByRole('button')).toHaveCount(1);
  await expect(again.getByRole('button', { name: 'Choose coral-square.png' })).toBeVisible();
  await again.getByLabel('Search images by name or alt text').fill('no such picture');
  await expect(again.getByText('No image\'s name or alt text contains "no such picture".')).toBeVisible();
});

test('the media library uploads by its file input, searches, edits alt text, and refuses to delete an image in use', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  // An image no other spec uploads (identical bytes would be reused under their first name).
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `library-${unique}.png`;
  const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: Number(unique) % 256, g: 77, b: 150 } } })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/media/upload'));
  await main.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  const image = (await (await uploaded).json()) as { id: number; url: string };
  await expect(notice(page, 'Image uploaded')).toContainText(name);

  await main.getByLabel('Search images by name or alt text').fill(`library-${unique}`);
  const card = main.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('40 × 20 px');
  await expect(card).toContainText('Not used anywhere.');

  await card.getByLabel(`Alt text of ${name}`).fill(`Harbour lights ${unique}`);
  await card.getByRole('button', { name: 'Save alt text' }).click();
  await expect(notice(page, 'Alt text saved')).toBeVisible();
  await main.getByLabel('Search images by name or alt text').fill(`harbour lights ${unique}`);
  await expect(main.getByRole('article', { name })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(1);

  // A draft post shows it in its body: the library names it, and Delete is refused, saying where.
  const write = { headers: { Origin: E2E_ORIGIN } };
  const created = (await (await page.request.post('/trpc/blogAdmin.create', { data: {}, ...write })).json()).result.data;
  const title = `Lights ${unique}`;
  const saved = await page.request.post('/trpc/blogAdmin.update', {
    data: { id: created.id, baseRevision: created.revision, title, content: `<p><img src="${image.url}" alt="Lights"></p>` },
    ...write,
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await main.getByLabel('Search images by name or alt text').fill(`library-${unique}`);
  await expect(card).toContainText(`an image in the blog post "${title}"`);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(card.getByRole('alert')).toHaveText(
    `This image is in use, so it was not deleted: an image in the blog post "${title}". Remove it from those places first.`,
  );
  await expect(card).toBeVisible();

  // Dropped on the upload area, an image goes up with a progress bar (the server's answer held so it can be seen).
  const dropped = `dropped-${unique}.png`;
  const droppedBytes = await sharp({ create: { width: 12, height: 34, channels: 3, background: { r: 9, g: Number(unique) % 256, b: 3 } } })
    .png()
    .toBuffer();
  const release = await holdUploads(page);
  const transfer = await page.evaluateHandle(
    ({ name: fileName, base64 }) => {
      const data = new DataTransfer();
      const raw = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      data.items.add(new File([raw], fileName, { type: 'image/png' }));
      return data;
    },
    { name: dropped, base64: droppedBytes.toString('base64') },
  );
  await main.getByText('Drop images here').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(main.getByRole('progressbar', { name: `Uploading ${dropped}` })).toBeVisible();
  release();
  await expect(notice(page, 'Image uploaded').filter({ hasText: dropped })).toBeVisible();
  await page.unroute('**/api/media/upload');
  await main.getByLabel('Search images by name or alt text').fill(`dropped-${unique}`);
  const droppedCard = main.getByRole('article', { name: dropped });
  await expect(droppedCard).toContainText('12 × 34 px');
  await droppedCard.getByRole('button', { name: `Delete ${dropped}` }).click();
  await expect(droppedCard).toHaveCount(0);

  // Once the post is gone, the image can go too.
  expect((await page.request.post('/trpc/blogAdmin.delete', { data: { id: created.id }, ...write })).status()).toBe(200);
  await page.reload();
  await main.getByLabel('Search images by name or alt text').fill(`library-${unique}`);
  await expect(card).toContainText('Not used anywhere.');
  // A search typed just before Delete: the server answers it before the image is deleted, and the answer arrives after
  // (held here). The grid shows the earlier search's rows meanwhile; once deleted, the image must not come back.
  let releaseSearch!: () => void;
  const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
  let searchAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (searchAnswered = resolve));
  await page.route('**/trpc/media.library**', async (route) => {
    if (!decodeURIComponent(route.request().url()).includes(`${name}"`)) return route.continue();
    const response = await route.fetch();
    searchAnswered();
    await searchHeld;
    // The page may have given this request up meanwhile (it asks again after the delete).
    await route.fulfill({ response }).catch(() => {});
  });
  await main.getByLabel('Search images by name or alt text').fill(name);
  await answered;
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(notice(page, 'Image deleted')).toBeVisible();
  releaseSearch();
  await expect(card).toHaveCount(0);
  await expect(main.getByText(`No image's name or alt text contains "${name}".`)).toBeVisible();
  await page.unroute('**/trpc/media.library**');
});
