import { expect, test, type Locator, type Page } from './support/test.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * OWASP ASVS 5.0 6.2.6 (password fields mask the entry), 6.2.7 (paste and password managers work) and
 * 6.2.9 (64+ characters can be typed) on every form that takes a password. SECURITY.md points here.
 */

/** The forms with password fields: where they are and what a password manager should offer. */
const FORMS: Array<{ name: string; open: (page: Page) => Promise<void>; fields: Array<{ label: string; autocomplete: string }> }> = [
  {
    name: 'sign-in (/auth)',
    open: async (page) => {
      await page.goto('/auth');
      await waitForHydration(page);
    },
    fields: [{ label: 'Password', autocomplete: 'current-password' }],
  },
  {
    name: 'sign-up (/auth)',
    open: async (page) => {
      await page.goto('/auth');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Sign up', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    },
    fields: [
      { label: 'Password', autocomplete: 'new-password' },
      { label: 'Confirm Password', autocomplete: 'new-password' },
    ],
  },
  {
    name: 'reset (/reset-password)',
    open: async (page) => {
      await page.goto('/reset-password?token=made-up-token-for-the-form');
      await waitForHydration(page);
    },
    fields: [
      { label: 'New password', autocomplete: 'new-password' },
      { label: 'Confirm password', autocomplete: 'new-password' },
    ],
  },
  {
    name: 'admin sign-in (/admin/login)',
    open: async (page) => {
      await page.goto('/admin/login');
      await waitForHydration(page);
    },
    fields: [{ label: 'Password', autocomplete: 'current-password' }],
  },
];

/** Fires a paste of `text` on the field, as the browser does; true when no handler cancelled it. */
function pasteAllowed(field: Locator, text: string): Promise<boolean> {
  return field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    return input.dispatchEvent(event);
  }, text);
}

for (const form of FORMS) {
  test(`${form.name}: password fields are masked, accept paste and take 128 characters`, async ({ page }) => {
    await form.open(page);
    const long = `Aa1${'x'.repeat(125)}`;
    for (const { label, autocomplete } of form.fields) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
      expect(await pasteAllowed(field, 'Pasted-Passw0rd'), `${label}: paste cancelled`).toBe(true);
      await field.fill(long);
      await expect(field).toHaveValue(long);
    }
  });
}
