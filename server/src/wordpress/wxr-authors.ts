import { staffRoles } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { importQuery } from './import-transaction.ts';

/** A WordPress author as a post here shows it: the byline, and the staff account it matched (null when none did). */
export interface ImportedAuthor {
  name: string;
  staffId: number | null;
}

/**
 * The authors of one import: a WordPress author (dc:creator, a login, with its wp:author display name) becomes the
 * staff account whose username or display name matches the login or the display name (any case), with that account's
 * name as the byline; else the display name stays the byline as text. Each author is looked up once.
 */
export class StaffAuthors {
  private readonly found = new Map<string, Promise<ImportedAuthor>>();

  constructor(
    private readonly em: EntityManager,
    /** The export's authors: login to display name. */
    private readonly displayNames: ReadonlyMap<string, string>,
  ) {}

  /** The author of an item whose dc:creator is `login` ('' when none). */
  of(login: string): Promise<ImportedAuthor> {
    let pending = this.found.get(login);
    if (!pending) {
      pending = this.lookUp(login);
      this.found.set(login, pending);
    }
    return pending;
  }

  private async lookUp(login: string): Promise<ImportedAuthor> {
    const name = this.displayNames.get(login) ?? login;
    const names = [...new Set([login, name].map((value) => value.trim().toLowerCase()).filter(Boolean))];
    if (names.length === 0) return { name: '', staffId: null };
    const rows = await importQuery<Array<{ id: number; username: string; name: string | null }>>(
      this.em,
      `select id, username, name from users
        where role in (?) and disabled_at is null and (lower(username) in (?) or lower(name) in (?))
        order by lower(username) in (?) desc, id limit 1`,
      // Lists: the driver spreads each into the `in (...)` it stands for.
      [[...staffRoles], names, names, names],
    );
    const account = rows[0];
    return account ? { name: account.name?.trim() || account.username, staffId: account.id } : { name, staffId: null };
  }

  /** How many of the authors met matched a staff account, and how many did not (each author counted once). */
  async counts(): Promise<{ matched: number; unmatched: number }> {
    const authors = await Promise.all(this.found.values());
    const met = authors.filter((author) => author.name !== '');
    const matched = met.filter((author) => author.staffId !== null).length;
    return { matched, unmatched: met.length - matched };
  }
}
