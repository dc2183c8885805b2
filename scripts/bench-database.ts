// A throwaway database for a benchmark, on the local PostgreSQL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the benchmarks make their databases on (BENCH_DATABASE_URL, default the local PostgreSQL's `postgres`). */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database named `${prefix}_<random>` on BENCH_SERVER_URL: its URL, and how to drop it (forcing off any connection). */
export async function createBenchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
