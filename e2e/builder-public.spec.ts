import { expect, test, type Browser, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { add, call, element, publishNewPage } from './support/builder-api.ts';

// Builder pages on the public site, set up through the builder's API as the admin (the screen has its own spec).
// The home builder page is always unpublished again at the end, so other specs see the built-in home page.

/** A browser context with no session: a first-time visitor. */
async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a page made with New page and published is served at /{slug} to a new visitor, with its title', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const slug = `spring-offer-${Date.now()}`;
  await publishNewPage(page.request, slug, 'Spring offer · LocalRank', [
    add(null, element('offer-section', 'section', {}, { padding: '60px 0', backgroundColor: '#13111A' })),
    add(
      'offer-section',
      element(
        'offer-title',
        'heading',
        { content: 'Two months free this spring' },
        { fontSize: '40px', color: '#ffffff', textAlign: 'center' },
      ),
    ),
    add(
      'offer-section',
      element(
        'offer-cta',
        'button',
        { content: 'Claim the offer', url: '/pricing' },
        { backgroundColor: '#4f46e5', color: '#ffffff', padding: '10px 20px' },
      ),
    ),
  ]);

  const visitor = await anonymousPage(browser);
  const res = await visitor.goto(`/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(visitor).toHaveTitle('Spring offer · LocalRank');
  const heading = visitor.getByRole('heading', { level: 1, name: 'Two months free this spring' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('font-size', '40px');
  await expect(heading).toHaveCSS('text-align', 'center');
  const cta = visitor.getByRole('link', { name: 'Claim the offer' });
  await expect(cta).toHaveAttribute('href', '/pricing');
  await expect(cta).toHaveCSS('background-color', 'rgb(79, 70, 229)');
  // The site's header and footer frame it.
  await expect(visitor.getByRole('banner')).toBeVisible();
  await expect(visitor.getByRole('contentinfo')).toBeVisible();

  // A path with no published builder page is still the site's 404.
  const missing = await visitor.goto(`/${slug}-draft`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await visitor.context().close();
});

test('publishing the home builder page replaces /, and unpublishing brings the built-in home page back', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const found = await (
    await page.request.get(`/trpc/builderPage.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'home' }))}`)
  ).json();
  const home = found.result.data as { id: number; slug: string };
  try {
    await call(page.request, 'publish', { pageId: home.id, confirmedAddresses: ['/'] });
    const visitor = await anonymousPage(browser);
    await visitor.goto('/');
    await expect(visitor).toHaveTitle('LocalRank: local SEO for business profiles');
    await expect(visitor.locator('main[data-builder-page="home"]')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Get found first when locals search for what you do' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Everything your business profile needs, in one place' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Geo-grid ranking scans' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await visitor.context().close();
  } finally {
    await call(page.request, 'unpublish', { pageId: home.id, confirmedAddresses: ['/'] });
  }

  const visitor = await anonymousPage(browser);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: /^Get found first when/ })).toBeVisible();
  await expect(visitor.locator('main[data-builder-page]')).toHaveCount(0);
  await expect(visitor).toHaveTitle('LocalRank · Local SEO software for Google Business Profiles');
  await visitor.context().close();
});

test('a form on a published builder page sends its message to the admin inbox', async ({ page, browser }) => {
  await signInRequestAsAdmin(page);
  const slug = `call-back-${Date.now()}`;
  const form = {
    title: 'Request a call back',
    fields: [
      { label: 'Your name', type: 'text', required: true },
      { label: 'Email', type: 'email', required: true },
      { label: 'What do you need?', type: 'textarea', required: true },
    ],
    submitText: 'Call me back',
    successMessage: 'Thanks, we will call you within a day.',
  };
  await publishNewPage(page.request, slug, 'Call back · LocalRank', [
    add(null, element('callback-form', 'form', { content: JSON.stringify(form) })),
  ]);

  const visitor = await anonymousPage(browser);
  await visitor.goto(`/${slug}`);
  const sent = visitor.getByRole('form', { name: 'Request a call back' });
  await sent.getByLabel('Your name').fill('Ada Lovelace');
  await sent.getByLabel('Email').fill('ada@example.com');
  const need = `A review strategy for our bakery (${slug})`;
  await sent.getByLabel('What do you need?').fill(need);
  await sent.getByRole('button', { name: 'Call me back' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thanks, we will call you within a day.' })).toBeVisible();
  await expect(sent.getByLabel('Your name')).toHaveValue('');
  await visitor.context().close();

  await page.goto('/admin/messages');
  const item = page.getByRole('region', { name: 'Contact messages' }).getByRole('listitem').filter({ hasText: need });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`Request a call back (form on /${slug})`);
  await expect(item).toContainText('Ada Lovelace');
  await expect(item.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
});

test('a form on a published builder page works with JavaScript off: sent, or refused and filled in again', async ({ page, browser }) => {
  await signInRequestAsAdmin(page);
  const slug = `no-script-form-${Date.now()}`;
  const form = {
    title: 'Ask us anything',
    fields: [
      { label: 'Your name', type: 'text', required: true },
      { label: 'Email', type: 'email', required: false },
    ],
    submitText: 'Ask',
    successMessage: 'Thanks, we will answer soon.',
  };
  await publishNewPage(page.request, slug, 'Ask · LocalRank', [add(null, element('ask-form', 'form', { content: JSON.stringify(form) }))]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(`/${slug}`);
  const ask = visitor.getByRole('form', { name: 'Ask us anything' });
  // The browser's own checks pass (a required name, an address with an @); the server's stricter check refuses it.
  await ask.getByLabel('Email').fill('grace@example');
  await ask.getByLabel('Your name').fill('Grace Hopper');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(visitor.getByRole('form', { name: 'Ask us anything' }).getByRole('alert')).toContainText(
    'please enter a valid email address',
  );
  await expect(visitor.getByRole('form', { name: 'Ask us anything' }).getByLabel('Your name')).toHaveValue('Grace Hopper');

  await visitor.getByRole('form', { name: 'Ask us anything' }).getByLabel('Email').fill(`grace-${slug}@example.com`);
  await visitor.getByRole('form', { name: 'Ask us anything' }).getByRole('button', { name: 'Ask' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thanks, we will answer soon.' })).toBeVisible();
  await context.close();

  await page.goto('/admin/messages');
  await expect(
    page
      .getByRole('region', { name: 'Contact messages' })
      .getByRole('listitem')
      .filter({ hasText: `grace-${slug}@example.com` }),
  ).toBeVisible();
});
