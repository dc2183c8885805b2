import { COMPANY } from '@app/contracts';
import { expect, test, type Page } from './support/test.ts';
import { startIsland } from './support/hydration.ts';

// The contact form's island sends the message as JSON to the REST adapter.
const CONTACT_CALL = '**/api/contact';

const PRIVACY_SECTIONS = [
  ['information-we-collect', 'Information We Collect'],
  ['how-we-use-your-information', 'How We Use Your Information'],
  ['information-sharing-and-disclosure', 'Information Sharing and Disclosure'],
  ['data-security', 'Data Security'],
  ['data-retention', 'Data Retention'],
  ['your-rights-and-choices', 'Your Rights and Choices'],
  ['cookies-and-tracking-technologies', 'Cookies and Tracking Technologies'],
  ['contact-us', 'Contact Us'],
  ['updates-to-this-policy', 'Updates to This Policy'],
] as const;

const TERMS_SECTIONS = [
  ['agreement-to-terms', 'Agreement to Terms'],
  ['account-terms', 'Account Terms'],
  ['service-description', 'Service Description'],
  ['payment-and-billing', 'Payment and Billing'],
  ['acceptable-use-policy', 'Acceptable Use Policy'],
  ['data-and-privacy', 'Data and Privacy'],
  ['limitations-and-disclaimers', 'Limitations and Disclaimers'],
  ['intellectual-property', 'Intellectual Property'],
  ['termination', 'Termination'],
  ['governing-law-and-disputes', 'Governing Law and Disputes'],
  ['changes-to-these-terms', 'Changes to These Terms'],
  ['contact-information', 'Contact Information'],
] as const;

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Send us a Message' });
}

function fields(page: Page) {
  const form = contactForm(page);
  return {
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email Address'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message', { exact: true }),
  };
}

async function fillValid(page: Page) {
  const f = fields(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill('ada@example.com');
  await f.subject.fill('Help with my business profile');
  await f.message.fill('Our opening hours are wrong on the map. Can you help us fix them?');
}

/** The h2 headings of the page's main content, compared by accessible name and in order. */
async function expectSectionHeadings(page: Page, titles: readonly string[]) {
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    await expect(headings.nth(index)).toHaveAccessibleName(title);
  }
}

/** The table of contents lists every section, in order, each linking to its section's id. */
async function expectTableOfContents(page: Page, sections: readonly (readonly [string, string])[]) {
  const links = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(links).toHaveCount(sections.length);
  for (const [index, [id, title]] of sections.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(title);
    await expect(links.nth(index)).toHaveAttribute('href', `#${id}`);
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
}

test.describe('contact page', () => {
  test('shows the heading, the form with empty fields and the page title', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us · LocalRank');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch with Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    await expect(page.getByText("Fill out the form below and we'll get back to you as soon as possible.")).toBeVisible();
    for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');
    await expect(fields(page).message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('checks every field before sending and moves focus to the first invalid one', async ({ page }) => {
    let calls = 0;
    await page.route(CONTACT_CALL, async (route) => {
      calls += 1;
      await route.abort();
    });
    await page.goto('/contact');
    // The script's own checks and calls are under test: an earlier press is posted by the browser.
    await startIsland(contactForm(page));
    const f = fields(page);
    const send = page.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.subject).toHaveAccessibleDescription('Subject must be at least 5 characters.');
    await expect(f.message).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toBeFocused();

    // A field's message goes as soon as the field is fixed; the others stay until they are.
    await f.name.fill('A');
    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await f.name.fill('Ada Lovelace');
    await expect(page.getByText('Name must be at least 2 characters.')).toHaveCount(0);
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await send.click();
    await expect(f.email).toBeFocused();

    await f.email.fill('ada@example');
    await send.click();
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await f.email.fill('ada@example.com');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await send.click();
    await expect(f.subject).toBeFocused();

    await f.subject.fill('Help');
    await send.click();
    await expect(f.subject).toHaveAccessibleDescription('Subject must be at least 5 characters.');
    await f.subject.fill('Help with my profile');
    await expect(page.getByText('Subject must be at least 5 characters.')).toHaveCount(0);
    await send.click();
    await expect(f.message).toBeFocused();

    await f.message.fill('Too short');
    await send.click();
    await expect(f.message).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await f.message.fill('   Too short   ');
    await expect(f.message).toHaveAccessibleDescription('Message must be at least 10 characters.');
    // Nothing has been sent while any field was invalid.
    expect(calls).toBe(0);
  });

  test('sends the message: Sending... while busy, then a thank-you toast and an empty form', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route(CONTACT_CALL, async (route) => {
      calls += 1;
      // Hold the real request until the busy state has been checked, then let it reach the server.
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    // The script's own checks and calls are under test: an earlier press is posted by the browser.
    await startIsland(contactForm(page));
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    // A second press while busy sends nothing more.
    await busy.click({ force: true });

    const response = page.waitForResponse(CONTACT_CALL);
    release();
    expect((await response).status()).toBe(200);

    const toastCard = page.getByRole('status').filter({ hasText: 'Message sent!' });
    await expect(toastCard).toBeVisible();
    await expect(toastCard).toContainText("Thank you for reaching out. We'll get back to you soon.");
    for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(calls).toBe(1);
  });

  test('keeps what was typed and says so when the server is down', async ({ page }) => {
    await page.route(CONTACT_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal error' }),
      }),
    );
    await page.goto('/contact');
    // The script's own checks and calls are under test: an earlier press is posted by the browser.
    await startIsland(contactForm(page));
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Please try again later or contact us directly by email.');
    const f = fields(page);
    await expect(f.name).toHaveValue('Ada Lovelace');
    await expect(f.email).toHaveValue('ada@example.com');
    await expect(f.subject).toHaveValue('Help with my business profile');
    await expect(f.message).toHaveValue('Our opening hours are wrong on the map. Can you help us fix them?');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("shows the server's field messages under their fields", async ({ page }) => {
    // The browser checks the same rules first, so the request is altered on its way to the real server.
    await page.route(CONTACT_CALL, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      body.email = 'not-an-email';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto('/contact');
    // The script's own checks and calls are under test: an earlier press is posted by the browser.
    await startIsland(contactForm(page));
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const f = fields(page);
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.email).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toBeVisible();
    await expect(f.name).toHaveValue('Ada Lovelace');
    await expect(f.message).toHaveValue('Our opening hours are wrong on the map. Can you help us fix them?');
  });

  test('lists the mailboxes, phone, address, business hours and priority support', async ({ page }) => {
    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('heading', { name: 'Email Us' })).toBeVisible();
    await expect(info.getByRole('link', { name: COMPANY.generalEmail })).toHaveAttribute('href', `mailto:${COMPANY.generalEmail}`);
    await expect(info.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);

    await expect(info.getByRole('heading', { name: 'Call Us' })).toBeVisible();
    await expect(info.getByRole('link', { name: COMPANY.phoneDisplay })).toHaveAttribute('href', COMPANY.phoneHref);
    await expect(info.getByText('Monday-Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM (UK time)')).toBeVisible();

    await expect(info.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(info.locator('address')).toContainText(COMPANY.address.street);
    await expect(info.locator('address')).toContainText(`${COMPANY.address.locality} ${COMPANY.address.postalCode}`);

    await expect(info.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
    await expect(info.getByRole('term')).toHaveText(['Monday-Friday', 'Saturday', 'Sunday']);
    await expect(info.getByRole('definition')).toHaveText(['9:00 AM - 6:00 PM', '10:00 AM - 4:00 PM', 'Closed']);

    const priority = page.getByRole('region', { name: 'Priority Support' });
    await expect(priority).toContainText('account dashboard');
    await expect(priority).toContainText('onboarding');
    await expect(priority.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('legal pages', () => {
  test('the Privacy Policy has every section in order, a date and a working table of contents', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy · LocalRank');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: January 2025')).toBeVisible();
    await expectSectionHeadings(
      page,
      PRIVACY_SECTIONS.map(([, title]) => title),
    );
    await expectTableOfContents(page, PRIVACY_SECTIONS);

    const main = page.getByRole('main');
    for (const sub of ['Personal information', 'Business-profile data', 'Technical information']) {
      await expect(main.getByRole('heading', { level: 3, name: sub })).toBeVisible();
    }
    for (const sub of ['Essential', 'Performance', 'Functionality', 'Analytics']) {
      await expect(main.getByRole('heading', { level: 3, name: sub })).toBeVisible();
    }
    await expect(main).toContainText('We do not sell your personal data');
    // What the product really keeps, and how a customer takes or deletes it (server/src/privacy).
    await expect(main).toContainText('The activity log keeps its entries for one year');
    await expect(main).toContainText('choose Download my data in the Privacy section');
    await expect(main).toContainText('Your username is held back for 30 days');
    await expect(main).toContainText('within 30 days');
    const contact = page.locator('#contact-us');
    await expect(contact.getByRole('link', { name: COMPANY.privacyEmail })).toHaveAttribute('href', `mailto:${COMPANY.privacyEmail}`);
    await expect(contact.getByRole('link', { name: COMPANY.phoneDisplay })).toHaveAttribute('href', COMPANY.phoneHref);
    await expect(contact).toContainText(COMPANY.address.street);

    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Data Retention' }).click();
    await expect(page).toHaveURL(/\/privacy#data-retention$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Data Retention' })).toBeInViewport();
  });

  test('the Terms and Conditions have every section in order, a date and a working table of contents', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms and Conditions · LocalRank');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated: January 2025')).toBeVisible();
    await expectSectionHeadings(
      page,
      TERMS_SECTIONS.map(([, title]) => title),
    );
    await expectTableOfContents(page, TERMS_SECTIONS);

    const main = page.getByRole('main');
    for (const statement of ['at least 18', '99.9%', '14 days', "30 days' notice", 'England and Wales']) {
      await expect(main).toContainText(statement);
    }
    const contact = page.locator('#contact-information');
    await expect(contact.getByRole('link', { name: COMPANY.legalEmail })).toHaveAttribute('href', `mailto:${COMPANY.legalEmail}`);
    await expect(contact.getByRole('link', { name: COMPANY.phoneDisplay })).toHaveAttribute('href', COMPANY.phoneHref);

    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Termination' }).click();
    await expect(page).toHaveURL(/\/terms#termination$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Termination' })).toBeInViewport();

    await page.locator('#data-and-privacy').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the contact and legal pages fit without sideways scrolling', async ({ page }) => {
    for (const path of ['/contact', '/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
