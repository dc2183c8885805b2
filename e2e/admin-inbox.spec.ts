import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { startIsland } from './support/hydration.ts';
import { confirmFromMail, subscribeInFooter } from './support/newsletter.ts';

/** The Contact messages section of the inbox. */
function messagesSection(page: Page) {
  return page.getByRole('region', { name: 'Contact messages' });
}

/** The unread count the Contact messages section shows. */
async function unreadCount(page: Page): Promise<number> {
  const text = await messagesSection(page)
    .getByText(/^\d+ unread$/)
    .textContent();
  return Number.parseInt(text ?? '', 10);
}

/** The sidebar's badge beside Messages reads `n` unread, or is gone when nothing is unread. */
async function expectSidebarUnread(page: Page, n: number) {
  const badge = page.getByRole('navigation', { name: 'Admin' }).getByLabel(/^\d+ unread$/);
  if (n === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAccessibleName(`${n} unread`);
}

async function sendContactMessage(page: Page, subject: string, message: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a Message' });
  // The form's island starts when a person reaches for it: typed into before, a loaded machine could lose the send.
  await startIsland(form);
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email Address').fill('grace@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
}

test('the admin reads, marks and deletes a contact message sent from /contact', async ({ page }) => {
  const subject = `Inbox check ${Date.now()}`;
  const text = 'Our listing shows the wrong phone number. Could you correct it, please?';
  await sendContactMessage(page, subject, text);

  await signInRequestAsAdmin(page);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const section = messagesSection(page);
  const item = section.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await expect(item).toContainText(text);
  await expect(item).toContainText('Grace Hopper');
  await expect(item.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute('href', 'mailto:grace@example.com');
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await expect(section.getByText('Page 1 of 1')).toBeVisible();

  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);
  await expectSidebarUnread(page, before);
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(item.getByText('Unread', { exact: true })).toBeHidden();
  await expect(section.getByText(`${before - 1} unread`, { exact: true })).toBeVisible();
  await expectSidebarUnread(page, before - 1);

  await item.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(section.getByText(`${before} unread`, { exact: true })).toBeVisible();
  await expectSidebarUnread(page, before);

  // Escape cancels the confirmation and keeps the message.
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message deleted' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await expect(section.getByText(`${before - 1} unread`, { exact: true })).toBeVisible();
});

test('a footer sign-up, once confirmed from its e-mail, appears among the subscribers and in the exported CSV', async ({ page }) => {
  const address = `inbox-${Date.now()}@example.com`;
  await page.goto('/');
  await subscribeInFooter(page, address);
  // Double opt-in: listed once the address opens its confirmation link.
  await confirmFromMail(page.request, address);

  await signInRequestAsAdmin(page);
  await page.goto('/admin/messages');
  const subscribers = page.getByRole('region', { name: 'Newsletter subscribers' });
  await expect(subscribers.getByText(/^\d+ subscribers?$/)).toBeVisible();
  await expect(subscribers.getByRole('cell', { name: address })).toBeVisible();
  // Its row says where it stands and which newsletter it last got (none yet: no post was e-mailed to it).
  const row = subscribers.getByRole('row').filter({ has: page.getByRole('cell', { name: address }) });
  await expect(row.getByRole('cell', { name: 'Confirmed', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'None yet', exact: true })).toBeVisible();
  await expect(subscribers.getByRole('columnheader', { name: 'Last newsletter' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  // A plain link: the keyboard starts the download too.
  await subscribers.getByRole('link', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('email,source,subscribed_at\r\n')).toBe(true);
  expect(csv).toContain(`${address},footer,`);
});

test('visitors and ordinary users who open /admin/messages land on /admin/login', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/login/);

  await signUpOrdinaryUser(page);
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/login/);
});
