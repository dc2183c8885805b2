import { expect, test } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { adminCli as admin } from './support/admin-cli.ts';

// `npm run admin` beside the running site: the server holds the embedded database, so the command goes
// through the server's control socket in the data folder, and the account works at once.

test('an admin made with `npm run admin` while the site runs signs in to the admin panel; a reset password replaces the old', async ({
  page,
}) => {
  const account = { username: `cli-admin-${Date.now().toString(36)}`, password: 'Cli-Admin-Passw0rd' };
  expect(
    admin(
      ['create', account.username, '--email', `${account.username}@example.com`, '--name', 'Command Line Admin'],
      `${account.password}\n`,
    ),
  ).toMatchObject({
    code: 0,
    stdout: `Admin "${account.username}" created. Sign in at /auth, then open /admin.`,
  });
  expect(admin(['list']).stdout).toContain(`${account.username}  Command Line Admin  ${account.username}@example.com`);
  await signInRequestAsAdmin(page, account);

  expect(admin(['reset-password', account.username], 'Renewed-Cli-Passw0rd\n')).toMatchObject({ code: 0 });
  // Its sessions are signed out: the admin panel sends the browser to sign in again.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInAsAdmin(page, { username: account.username, password: 'Renewed-Cli-Passw0rd' });
});
