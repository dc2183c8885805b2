import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { createAdmin, listAdmins, setAccountPassword } from './admin-accounts.service.ts';

/** How to make the first admin, as `npm start` and `list` say it. */
export const CREATE_ADMIN_HINT = 'npm run admin -- create <username> --email <address>';

/** The usage text of `npm run admin`. */
export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create <username> --email <address> [--name "<full name>"]',
  '  npm run admin -- reset-password <username>',
  '  npm run admin -- list',
  'The password is asked for at the prompt, or read from the first line of standard input when it is not a terminal.',
].join('\n');

/** One request of `npm run admin`, as the command line gives it (the password is read apart). */
export type AdminRequest =
  { kind: 'create'; username: string; email: string; name?: string } | { kind: 'reset-password'; username: string } | { kind: 'list' };

/** A request with its password, as it is run (in the command's process, or sent to the running server). */
export const adminCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), username: z.string(), email: z.string(), name: z.string().optional(), password: z.string() }),
  z.object({ kind: z.literal('reset-password'), username: z.string(), password: z.string() }),
  z.object({ kind: z.literal('list') }),
]);
/** A request of `npm run admin` ready to run. */
export type AdminCommand = z.infer<typeof adminCommandSchema>;

/** A command line `npm run admin` cannot run: the message says what is wrong, then the usage. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

/** Reads `npm run admin`'s arguments (after the `--`). */
export function parseAdminArgs(args: readonly string[]): AdminRequest {
  const [kind, ...rest] = args;
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const option = /^--(email|name)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? rest[++i];
      if (value === undefined) throw new AdminUsageError(`--${option[1]} needs a value.`);
      options[option[1]!] = value;
    } else if (arg.startsWith('--')) {
      throw new AdminUsageError(`Unknown option ${arg}.`);
    } else {
      positional.push(arg);
    }
  }
  const onlyUsername = (command: string) => {
    if (positional.length !== 1) throw new AdminUsageError(`${command} takes one username.`);
    return positional[0]!;
  };
  switch (kind) {
    case 'create': {
      const username = onlyUsername('create');
      if (!options.email) throw new AdminUsageError('create needs --email <address>: it is where password resets and invitations go.');
      return { kind, username, email: options.email, ...(options.name === undefined ? {} : { name: options.name }) };
    }
    case 'reset-password':
      if (Object.keys(options).length > 0) throw new AdminUsageError('reset-password takes no option.');
      return { kind, username: onlyUsername('reset-password') };
    case 'list':
      if (positional.length > 0 || Object.keys(options).length > 0) throw new AdminUsageError('list takes no argument.');
      return { kind };
    case undefined:
      throw new AdminUsageError('Say what to do.');
    default:
      throw new AdminUsageError(`Unknown command "${kind}".`);
  }
}

/** Runs one command on the database and returns what to print. Failures are `AppError`s with a message to show. */
export async function runAdminCommand(em: EntityManager, command: AdminCommand): Promise<string> {
  switch (command.kind) {
    case 'create': {
      const { password, ...account } = command;
      const user = await createAdmin(em, { ...account, password });
      return `Admin "${user.username}" created. Sign in at /auth, then open /admin.`;
    }
    case 'reset-password': {
      const user = await setAccountPassword(em, command.username, command.password);
      return `Password of "${user.username}" changed; its sessions are signed out.`;
    }
    case 'list': {
      const admins = await listAdmins(em);
      if (admins.length === 0) return `No admin yet. Make one with: ${CREATE_ADMIN_HINT}`;
      return admins
        .map((admin) =>
          [admin.username, admin.name ?? '-', admin.email ?? '(no e-mail)', `created ${admin.createdAt.toISOString().slice(0, 10)}`].join(
            '  ',
          ),
        )
        .join('\n');
    }
  }
}
