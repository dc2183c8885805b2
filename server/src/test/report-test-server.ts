// What the SEO report's integration tests share: a test server (with its admin) whose pass after start-up has
// finished, and the stored analysis rows.
import type { Check } from '@app/seo-analysis';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './test-server.ts';
import { backgroundAnalysesSettled } from '../seo-report/seo-runtime.ts';

/** The public origin the report's test servers run with. */
export const REPORT_TEST_ORIGIN = 'https://www.localrank.example';

/** The test server of a file, set once its `beforeAll` has run. */
export interface ReportTestContext {
  server: TestServer;
  admin: TestClient;
}

/**
 * Starts a test server for the file (with a stand-in SSR entry when given) and an admin, waits for the pass after
 * start-up, and closes both after the file.
 */
export function startReportTestServer(ssrEntry?: string): ReportTestContext {
  const context = {} as ReportTestContext;
  beforeAll(async () => {
    context.server = await startTestServer({ PUBLIC_ORIGIN: REPORT_TEST_ORIGIN }, { webStandIn: ssrEntry ? { ssrEntry } : true });
    context.admin = await context.server.signedInClient('admin');
    await backgroundAnalysesSettled(context.server.orm);
  });
  afterAll(async () => {
    await context.server?.close();
  });
  return context;
}

/** A row of seo_analyses as the database returns it. */
export interface StoredAnalysisRow {
  kind: string;
  ref_id: string;
  name: string;
  path: string;
  admin_href: string;
  focus_keyphrase: string;
  seo_score: number;
  readability_score: number;
  worst_id: string | null;
  worst_rating: string | null;
  worst_text: string | null;
  seo_checks: Check[];
  readability_checks: Check[];
  analysed_from: string;
  analysed_by: string;
  analysed_at: Date | string;
}

/** Rows of an SQL query on the test server's database. */
export function queryRows<T extends object>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

/** The stored analysis of one piece of content, or undefined. */
export async function storedAnalysis(server: TestServer, kind: string, id: string): Promise<StoredAnalysisRow | undefined> {
  return (await queryRows<StoredAnalysisRow>(server, 'select * from seo_analyses where kind = ? and ref_id = ?', [kind, id]))[0];
}
