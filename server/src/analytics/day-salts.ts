import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { utcDay } from './utc-days.ts';

/**
 * A visitor's number for one day: the first 8 bytes of SHA-256 over the day's salt, their address and their browser's
 * user agent. The same person on the same day gets the same number; the salt is random and deleted once its day is
 * over, so the number cannot be made again from an address and the two are never stored together.
 */
export function visitorNumber(salt: Buffer, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(ip).update('\0').update(userAgent).digest().readBigInt64BE(0).toString();
}

/**
 * The random salt of each day, shared by every instance through `analytics_keys.day_salts` (the first instance to
 * need a day's salt draws it; the others read it), kept in memory once read.
 */
export class DaySalts {
  private readonly salts = new Map<string, Buffer>();

  /** The salts of `days`, drawn where a day has none yet. */
  async of(em: EntityManager, days: Iterable<string>): Promise<Map<string, Buffer>> {
    const missing = [...new Set(days)].filter((day) => !this.salts.has(day));
    if (missing.length > 0) {
      const connection = em.getConnection();
      const drawn = missing.map((day) => ({ day, salt: randomBytes(16).toString('hex') }));
      await connection.execute(
        `insert into analytics_keys.day_salts (day, salt)
           select day, decode(salt, 'hex') from json_to_recordset(?::json) as t(day date, salt text)
         on conflict (day) do nothing`,
        [JSON.stringify(drawn)],
        'run',
      );
      const rows = await connection.execute<Array<{ day: string; salt: Buffer }>>(
        `select to_char(day, 'YYYY-MM-DD') as day, salt from analytics_keys.day_salts where day = any(?::date[])`,
        [`{${missing.join(',')}}`],
        'all',
      );
      for (const row of rows) this.salts.set(row.day, Buffer.from(row.salt));
    }
    return this.salts;
  }

  /**
   * Deletes the salts of the days over by more than `graceMs` at `at` (a view of the day's last second may still be
   * waiting to be written), here and in the database.
   */
  async forgetPast(em: EntityManager, at: Date, graceMs: number): Promise<void> {
    const today = utcDay(new Date(at.getTime() - graceMs));
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    await em.getConnection().execute('delete from analytics_keys.day_salts where day < ?::date', [today], 'run');
  }
}
