import { REDIRECTS_EXPORT_URL } from '@app/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { adminApi } from './support/blog-posts.ts';
import { expectScreenRefusedToAuthor } from './support/team.ts';

// Issue 44: the 404 monitor and the redirect manager at /admin/redirects. A visitor's 404 becomes a redirect in two
// clicks, refused rules say why, a CSV file imports and exports, and a role below editor has no screen. Matching,
// counting and the refusals' every case are Vitest's (server/).

test.describe.configure({ timeout: 120_000 });

/** A browser's user agent: a visitor, not a bot (bots' 404s are not counted). */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Unique to this test. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The admin sidebar. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The screen's "Not found (404)" section. */
const notFound = (page: Page) => page.getByRole('region', { name: 'Not found (404)' });

/** The screen's "Redirects" section. */
const redirects = (page: Page) => page.getByRole('region', { name: 'Redirects', exact: true });

/** The form that adds a rule. */
const addForm = (page: Page) => redirects(page).getByRole('form', { name: 'Add a redirect' });

/** The toast titled `title`. */
const toastOf = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A row of the 404 table, by its path. */
const notFoundRow = (page: Page, path: string) =>
  notFound(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: path, exact: true }) });

/** Opens the screen from the sidebar, signed in as someone who may use it. */
async function openRedirects(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Redirects' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(page.getByRole('heading', { level: 1, name: '404s and redirects' })).toBeVisible();
}

/** Fills the add form with a rule (status 301 and exact unless said) and sends it. */
async function addRule(page: Page, rule: { source: string; target: string; status?: string; match?: string }): Promise<void> {
  const form = addForm(page);
  await form.getByLabel('Source path').fill(rule.source);
  await form.getByLabel('Match').selectOption(rule.match ?? 'exact');
  await form.getByLabel('Status').selectOption(rule.status ?? '301');
  if (rule.target) await form.getByLabel('Target').fill(rule.target);
  await form.getByRole('button', { name: 'Add redirect' }).click();
}

/** Deletes a rule through its row's Delete and the confirmation, and waits for it to leave the table. */
async function deleteRule(page: Page, source: string): Promise<void> {
  await redirects(page)
    .getByRole('button', { name: `Delete ${source}`, exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the redirect of ${source}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toastOf(page, 'Redirect deleted')).toBeVisible();
  await expect(redirects(page).getByRole('button', { name: `Delete ${source}`, exact: true })).toHaveCount(0);
}

/** Deletes, over the API, every rule whose source or target holds `run` (what a failed test left). */
async function deleteRulesOf(api: APIRequestContext, run: string): Promise<void> {
  const list = await api.get(`/trpc/redirect.list?input=${encodeURIComponent(JSON.stringify({ q: run }))}`);
  expect(list.status(), await list.text()).toBe(200);
  const { rules } = (await list.json()).result.data as { rules: Array<{ id: number }> };
  for (const rule of rules) {
    const removed = await api.post('/trpc/redirect.remove', { data: { id: rule.id }, headers: { Origin: E2E_ORIGIN } });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

// Each test's suffix: whatever rules it leaves are deleted after it.
let run = '';
test.beforeEach(() => {
  run = unique();
});
test.afterEach(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  await deleteRulesOf(api, run);
  await api.dispose();
});

test('a visitor’s 404 is listed with its hit and becomes a 301 in two clicks; a dismissed 404 leaves the list', async ({
  page,
  request,
}) => {
  const path = `/old-spring-offer-${run}`;
  const dismissed = `/old-winter-offer-${run}`;
  for (const each of [path, dismissed]) {
    expect((await request.get(each, { headers: { 'User-Agent': VISITOR_AGENT } })).status()).toBe(404);
  }

  await signInAsAdmin(page);
  await openRedirects(page);
  await notFound(page).getByLabel('Search 404 paths').fill(run);
  const row = notFoundRow(page, path);
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(notFoundRow(page, dismissed)).toBeVisible();
  // The section says how many paths match the search: the two this test made.
  await expect(notFound(page).getByText('2 matching paths.', { exact: false })).toBeVisible();
  await expect(redirects(page).getByRole('button', { name: `Edit ${path}` })).toHaveCount(0);

  // Dismiss forgets a path.
  await notFound(page)
    .getByRole('button', { name: `Dismiss ${dismissed}` })
    .click();
  await expect(toastOf(page, '404 dismissed')).toBeVisible();
  await expect(notFoundRow(page, dismissed)).toHaveCount(0);

  // Redirect opens a form under the row: its source the path, a 301, exact, to the suggestion if there is one.
  await row.getByRole('button', { name: `Redirect ${path}` }).click();
  const form = notFound(page).getByRole('form', { name: `New redirect for ${path}` });
  await expect(form.getByLabel('Source path')).toHaveValue(path);
  await expect(form.getByLabel('Status')).toHaveValue('301');
  await expect(form.getByLabel('Match')).toHaveValue('exact');
  const target = form.getByLabel('Target');
  let expected = await target.inputValue();
  if (expected === '') {
    await expect(target).toBeFocused();
    expected = '/pricing';
    await target.fill(expected);
  } else {
    await expect(form.getByRole('button', { name: 'Create redirect' })).toBeFocused();
  }
  await form.getByRole('button', { name: 'Create redirect' }).click();
  await expect(toastOf(page, 'Redirect created')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(redirects(page).getByRole('button', { name: `Edit ${path}` })).toBeVisible();

  // The next request to the path answers the rule, its query kept; a browser lands on the target.
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe(expected);
  const withQuery = await page.request.get(`${path}?from=mail`, { maxRedirects: 0 });
  expect(withQuery.headers()['location']).toBe(`${expected}?from=mail`);

  // Edited to a 302, it answers 302.
  await redirects(page).getByLabel('Search redirects').fill(run);
  await redirects(page)
    .getByRole('button', { name: `Edit ${path}` })
    .click();
  const edit = redirects(page).getByRole('form', { name: `Edit redirect ${path}` });
  await edit.getByLabel('Status').selectOption('302');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastOf(page, 'Redirect saved')).toBeVisible();
  await expect(redirects(page).getByRole('row').filter({ hasText: path })).toContainText('302 Found (temporary)');
  expect((await page.request.get(path, { maxRedirects: 0 })).status()).toBe(302);

  await deleteRule(page, path);

  // A browser following the link (a fresh rule, so no cached answer plays a part) lands on the target.
  const second = `/old-autumn-offer-${run}`;
  await addRule(page, { source: second, target: '/pricing' });
  await expect(toastOf(page, 'Redirect added')).toBeVisible();
  await page.goto(second);
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a rule that loops or chains, or whose source is a page of the site, is refused with its reason and not added', async ({ page }) => {
  const a = `/loop-a-${run}`;
  const b = `/loop-b-${run}`;
  const c = `/loop-c-${run}`;
  const alert = addForm(page).getByRole('alert');
  await signInAsAdmin(page);
  await openRedirects(page);
  await redirects(page).getByLabel('Search redirects').fill(run);

  // a → b while b is no page: refused (nothing there to send visitors to).
  await addRule(page, { source: a, target: b });
  await expect(alert).toContainText(b);
  // What was typed stays, to be corrected.
  await expect(addForm(page).getByLabel('Source path')).toHaveValue(a);
  await expect(redirects(page).getByRole('button', { name: `Edit ${a}` })).toHaveCount(0);

  await addRule(page, { source: a, target: '/pricing' });
  await expect(toastOf(page, 'Redirect added')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(redirects(page).getByRole('button', { name: `Edit ${a}` })).toBeVisible();
  // The form starts again for the next rule.
  await expect(addForm(page).getByLabel('Source path')).toHaveValue('');

  // b → a, a already redirected: visitors would be sent twice (and a → b would then loop).
  await addRule(page, { source: b, target: a });
  await expect(alert).toContainText(a);
  await expect(redirects(page).getByRole('button', { name: `Edit ${b}` })).toHaveCount(0);

  // a edited to point at itself: a loop, refused in the row's form; Cancel keeps the rule as it was.
  await redirects(page)
    .getByRole('button', { name: `Edit ${a}` })
    .click();
  const edit = redirects(page).getByRole('form', { name: `Edit redirect ${a}` });
  await edit.getByLabel('Target').fill(a);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText(a);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(redirects(page).getByRole('button', { name: `Edit ${a}` })).toBeFocused();
  await expect(redirects(page).getByRole('row').filter({ hasText: a })).toContainText('/pricing');

  // A prefix rule whose target is under its source would redirect again and again.
  await addRule(page, { source: c, match: 'prefix', target: `${c}/deeper` });
  await expect(alert).toContainText(c);
  await expect(redirects(page).getByRole('button', { name: `Edit ${c}` })).toHaveCount(0);

  // A live page cannot be redirected.
  await addRule(page, { source: '/pricing', target: '/contact' });
  await expect(alert).toContainText("'/pricing'");
  await redirects(page).getByLabel('Search redirects').fill('/pricing');
  await expect(redirects(page).getByRole('button', { name: 'Edit /pricing', exact: true })).toHaveCount(0);
  expect((await page.request.get('/pricing', { maxRedirects: 0 })).status()).toBe(200);

  // A rule missing its target is stopped before it is sent.
  await addForm(page).getByLabel('Source path').fill(`/no-target-${run}`);
  await addForm(page).getByLabel('Target').fill('');
  await addForm(page).getByRole('button', { name: 'Add redirect' }).click();
  await expect(addForm(page).getByText('Enter where the path goes: a path on this site or a full https:// address.')).toBeVisible();

  await redirects(page).getByLabel('Search redirects').fill(run);
  await deleteRule(page, a);
});

test('a CSV file of a 301 and a 410 imports both, which answer at once and come back in the export', async ({ page }) => {
  const moved = `/csv-moved-${run}`;
  const gone = `/csv-gone-${run}`;
  await signInAsAdmin(page);
  await openRedirects(page);
  const importField = redirects(page).getByLabel('Import CSV');

  // Any bad line, and nothing is imported.
  await importField.setInputFiles({
    name: 'bad-redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`source,target,status,match\n${moved},/pricing,301,exact\n/pricing,/blog,301,exact\n`),
  });
  await expect(redirects(page).getByRole('alert')).toContainText(/Line \d+:/);
  await redirects(page).getByLabel('Search redirects').fill(run);
  await expect(redirects(page).getByText(`No redirect matches “${run}”.`)).toBeVisible();

  await importField.setInputFiles({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`source,target,status,match\n${moved},/pricing,301,exact\n${gone},,410,exact\n`),
  });
  await expect(toastOf(page, 'Imported 2 redirects')).toBeVisible();
  await expect(redirects(page).getByRole('alert')).toHaveCount(0);
  await expect(redirects(page).getByRole('button', { name: `Edit ${moved}` })).toBeVisible();
  await expect(redirects(page).getByRole('row').filter({ hasText: gone })).toContainText('410 Gone');

  const movedAnswer = await page.request.get(moved, { maxRedirects: 0 });
  expect(movedAnswer.status()).toBe(301);
  expect(movedAnswer.headers()['location']).toBe('/pricing');
  expect((await page.request.get(gone, { maxRedirects: 0 })).status()).toBe(410);

  await expect(redirects(page).getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', REDIRECTS_EXPORT_URL);
  const exported = await page.request.get(REDIRECTS_EXPORT_URL);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  const csv = await exported.text();
  expect(csv).toContain(moved);
  expect(csv).toContain(gone);

  await deleteRule(page, moved);
  await deleteRule(page, gone);
});

test('an author has no Redirects link and the screen says their role cannot use it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await expectScreenRefusedToAuthor(page, browser, run, {
    name: 'Redirects',
    path: '/admin/redirects',
    refusal: 'Your role (Author) cannot see 404s or manage redirects.',
    refusedCalls: [`/trpc/notFound.list?input=${encodeURIComponent(JSON.stringify({}))}`],
  });
});
