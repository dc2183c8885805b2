import {
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX_ROWS,
  REDIRECT_RULES_MAX,
  REDIRECTS_PAGE_SIZE,
  redirectRuleInputSchema,
  firstMessage,
  type RedirectImportResult,
  type RedirectRule,
  type RedirectRuleInput,
  type RedirectRulePage,
  type RedirectStatus,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryBound } from '../db/bound-query.ts';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { readCsv } from '../csv/csv-reader.ts';
import { toCsv } from '../csv/csv-writer.ts';
import { AppError } from '../errors.ts';
import { resolvePageMeta } from '../public-pages/resolve-page-meta.ts';
import {
  localTargetKey,
  loopOrChainProblem,
  matchRule,
  normalizedTarget,
  redirectKey,
  ruleTableOf,
  selfLoopProblem,
  unredirectableProblem,
  withoutRule,
  type MatchableRule,
  type RuleTable,
} from './redirect-paths.ts';
import { containsPattern, likeLiteral } from '../db/like-pattern.ts';

/** A stand-in origin for page lookups whose head is not used (only their status). */
const LOOKUP_ORIGIN = 'http://localhost';

interface RuleRow {
  id: number;
  source: string;
  match: 'exact' | 'prefix';
  status: number;
  target: string;
}

const asMatchable = (row: RuleRow): MatchableRule => ({ ...row, status: Number(row.status) as RedirectStatus });

/**
 * Every rule, read in one query and kept in this instance's read cache (the pages group) until a rule changes on any
 * instance (the table's NOTIFY trigger): a 404 asks it without a query of its own.
 */
export function ruleTable(em: EntityManager): Promise<RuleTable> {
  return readCacheOf(em).read('pages', 'redirect-rules', async () => {
    const rows = await em.getConnection().execute<RuleRow[]>('select id, source, match, status, target from redirect_rules');
    return { value: ruleTableOf(rows.map(asMatchable)) };
  });
}

/** The rule that answers a request for `path` (as asked: escaped, any case), or null. */
export async function redirectFor(em: EntityManager, path: string): Promise<MatchableRule | null> {
  const key = redirectKey(path);
  if (key === null || unredirectableProblem(key) !== null) return null;
  return matchRule(await ruleTable(em), key);
}

/** Answers pages' statuses once per path within one check (an import asks about the same targets again and again). */
type PageStatus = (path: string) => Promise<number>;

function pageStatusReader(em: EntityManager): PageStatus {
  const known = new Map<string, Promise<number>>();
  return (path) => {
    let status = known.get(path);
    if (status === undefined) {
      status = resolvePageMeta(em, path, LOOKUP_ORIGIN).then((page) => page.status);
      known.set(path, status);
    }
    return status;
  };
}

/**
 * A typed rule checked on its own: its source in the one spelling, not the home page, not an address the site serves
 * itself (the imports' list; a post's address under /blog may be taken once it serves nothing), not a page that
 * answers; its target a page here that answers 200, or a full http(s) address. Answers the rule to store, or why not.
 */
async function checkedRule(
  input: RedirectRuleInput,
  pageStatus: PageStatus,
  table: RuleTable,
): Promise<{ ok: true; rule: Omit<MatchableRule, 'id'> } | { ok: false; status: 400 | 409; message: string }> {
  const source = redirectKey(input.source);
  if (source === null) return { ok: false, status: 400, message: `'${input.source}' is not a path that can be redirected.` };
  const unredirectable = unredirectableProblem(source);
  if (unredirectable !== null) return { ok: false, status: 400, message: unredirectable };
  if ((await pageStatus(source)) !== 404) {
    return { ok: false, status: 409, message: `'${source}' is a page on this site: a redirect there would never be used.` };
  }
  if (input.status === 410) return { ok: true, rule: { source, match: input.match, status: 410, target: '' } };
  const target = normalizedTarget(input.target);
  if (!target.ok) return { ok: false, status: 400, message: target.message };
  const rule = { source, match: input.match, status: input.status, target: target.target };
  const loop = selfLoopProblem(rule);
  if (loop !== null) return { ok: false, status: 409, message: loop };
  const targetKey = localTargetKey(target.target);
  if (targetKey !== null) {
    const status = await pageStatus(targetKey);
    if (status === 301) {
      return { ok: false, status: 409, message: `'${target.target}' has moved: point the redirect at the page's address now.` };
    }
    // A target answered by a rule is a chain: the message says where to point instead.
    const chained = status === 404 ? loopOrChainProblem({ ...rule, id: 0 }, table) : null;
    if (chained !== null) return { ok: false, status: 409, message: chained };
    if (status !== 200) {
      return {
        ok: false,
        status: 409,
        message: `'${target.target}' is not a page on this site (it answers ${status}): choose a page that exists.`,
      };
    }
  }
  return { ok: true, rule };
}

/** The rule as the manager lists it. */
interface ListedRow extends RuleRow {
  hits: string | number | null;
  last_hit_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const RULE_COLUMNS = `r.id, r.source, r.match, r.status, r.target, h.hits, h.last_hit_at, r.created_at, r.updated_at`;

function listed(row: ListedRow): RedirectRule {
  return {
    id: row.id,
    source: row.source,
    match: row.match,
    status: Number(row.status) as RedirectStatus,
    target: row.target,
    hits: Number(row.hits ?? 0),
    lastHitAt: row.last_hit_at ? new Date(row.last_hit_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Rules whose source or target holds `q` (any case), by source, a page at a time after `after`; and how many match. */
export async function listRules(em: EntityManager, q: string, after: string | null | undefined): Promise<RedirectRulePage> {
  const connection = em.getConnection();
  const filter = q === '' ? 'true' : `(r.source ilike ? or r.target ilike ?)`;
  const filterParams = q === '' ? [] : [containsPattern(q), containsPattern(q)];
  const rows = await connection.execute<ListedRow[]>(
    `select ${RULE_COLUMNS} from redirect_rules r left join redirect_rule_hits h on h.rule_id = r.id
      where ${filter} and r.source > ? order by r.source limit ?`,
    [...filterParams, after ?? '', REDIRECTS_PAGE_SIZE + 1],
  );
  const [{ total }] = await connection.execute<[{ total: string }]>(
    `select count(*) as total from redirect_rules r where ${filter}`,
    filterParams,
  );
  const page = rows.slice(0, REDIRECTS_PAGE_SIZE);
  return {
    rules: page.map(listed),
    next: rows.length > REDIRECTS_PAGE_SIZE ? (page[page.length - 1]?.source ?? null) : null,
    total: Number(total),
  };
}

async function readRule(em: EntityManager, id: number): Promise<RedirectRule> {
  const [row] = await em
    .getConnection()
    .execute<ListedRow[]>(
      `select ${RULE_COLUMNS} from redirect_rules r left join redirect_rule_hits h on h.rule_id = r.id where r.id = ?`,
      [id],
      'all',
      em.getTransactionContext(),
    );
  if (row === undefined) throw new AppError(404, 'That redirect no longer exists.');
  return listed(row);
}

const describe = (rule: Omit<MatchableRule, 'id'>) =>
  rule.status === 410
    ? `${rule.source} answers 410 Gone`
    : `${rule.source} → ${rule.target} (${rule.status}${rule.match === 'prefix' ? ', prefix' : ''})`;

/** Forgets the 404 counts of the paths a new rule answers (they are no longer 404s). */
async function forgetAnswered(tx: EntityManager, rule: Omit<MatchableRule, 'id'>): Promise<void> {
  const sql =
    rule.match === 'prefix'
      ? `delete from not_found_paths where path = ? or path like ? escape '\\'`
      : 'delete from not_found_paths where path = ?';
  const params = rule.match === 'prefix' ? [rule.source, `${likeLiteral(rule.source)}/%`] : [rule.source];
  await tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
}

/** Why the rule cannot join `table`, as a 409, or nothing. */
function refuseLoops(rule: MatchableRule, table: RuleTable): void {
  const problem = loopOrChainProblem(rule, table);
  if (problem !== null) throw new AppError(409, problem);
}

/**
 * Adds a rule (editors and up): checked on its own (checkedRule), then against the others (one rule a source, no
 * loop, no chain); the 404 counts of the paths it answers go; the activity log records it.
 */
export async function createRule(em: EntityManager, input: RedirectRuleInput, actor: Actor): Promise<RedirectRule> {
  const table = await freshRuleTable(em);
  const checked = await checkedRule(input, pageStatusReader(em), table);
  if (!checked.ok) throw new AppError(checked.status, checked.message);
  const rule = checked.rule;
  const existing = table.exact.get(rule.source) ?? table.prefix.get(rule.source);
  if (existing !== undefined) throw new AppError(409, `A redirect of '${rule.source}' exists already: edit it instead.`);
  if (table.exact.size + table.prefix.size >= REDIRECT_RULES_MAX) {
    throw new AppError(409, `The site keeps at most ${REDIRECT_RULES_MAX.toLocaleString('en-US')} redirects: delete some first.`);
  }
  refuseLoops({ ...rule, id: 0 }, table);
  const id = await em.transactional(async (tx) => {
    const [row] = await tx
      .getConnection()
      .execute<Array<{ id: number }>>(
        'insert into redirect_rules (source, match, status, target) values (?, ?, ?, ?) on conflict (source) do nothing returning id',
        [rule.source, rule.match, rule.status, rule.target],
        'all',
        tx.getTransactionContext(),
      );
    if (row === undefined) throw new AppError(409, `A redirect of '${rule.source}' exists already: edit it instead.`);
    await forgetAnswered(tx, rule);
    await recordActivity(tx, actor, { kind: 'redirect.created', summary: `Redirect created: ${describe(rule)}`, link: '/admin/redirects' });
    return row.id;
  });
  afterWrite(em, ['redirect_rules']);
  return readRule(em, id);
}

/** Changes a rule whole, with the same checks as a new one (the rule's older self left out). 404 when it is gone. */
export async function updateRule(em: EntityManager, id: number, input: RedirectRuleInput, actor: Actor): Promise<RedirectRule> {
  const table = await freshRuleTable(em);
  const old = [...table.exact.values(), ...table.prefix.values()].find((rule) => rule.id === id);
  if (old === undefined) throw new AppError(404, 'That redirect no longer exists.');
  const others = withoutRule(table, id);
  const checked = await checkedRule(input, pageStatusReader(em), others);
  if (!checked.ok) throw new AppError(checked.status, checked.message);
  const rule = { ...checked.rule, id };
  const taken = others.exact.get(rule.source) ?? others.prefix.get(rule.source);
  if (taken !== undefined) throw new AppError(409, `A redirect of '${rule.source}' exists already: edit it instead.`);
  refuseLoops(rule, others);
  await em.transactional(async (tx) => {
    const changed = await tx
      .getConnection()
      .execute<{ affectedRows: number }>(
        'update redirect_rules set source = ?, match = ?, status = ?, target = ?, updated_at = now() where id = ?',
        [rule.source, rule.match, rule.status, rule.target, id],
        'run',
        tx.getTransactionContext(),
      );
    if (changed.affectedRows === 0) throw new AppError(404, 'That redirect no longer exists.');
    await forgetAnswered(tx, rule);
    await recordActivity(tx, actor, { kind: 'redirect.updated', summary: `Redirect changed: ${describe(rule)}`, link: '/admin/redirects' });
  });
  afterWrite(em, ['redirect_rules']);
  return readRule(em, id);
}

/** Deletes a rule: its source answers 404 again. 404 when it is gone already. */
export async function removeRule(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await tx
      .getConnection()
      .execute<RuleRow[]>(
        'delete from redirect_rules where id = ? returning id, source, match, status, target',
        [id],
        'all',
        tx.getTransactionContext(),
      );
    if (row === undefined) throw new AppError(404, 'That redirect no longer exists.');
    await recordActivity(tx, actor, {
      kind: 'redirect.deleted',
      summary: `Redirect deleted: ${describe(asMatchable(row))}`,
      link: '/admin/redirects',
    });
  });
  afterWrite(em, ['redirect_rules']);
}

/** The rules as they are in the database now (not the cached table: a check must see the last write). */
async function freshRuleTable(em: EntityManager): Promise<RuleTable> {
  const rows = await em.getConnection().execute<RuleRow[]>('select id, source, match, status, target from redirect_rules');
  return ruleTableOf(rows.map(asMatchable));
}

/** The most refusals an import names (the rest are counted). */
const IMPORT_PROBLEMS_SHOWN = 10;

/**
 * Imports rules from CSV (columns as REDIRECT_CSV_COLUMNS, by the header's names; `source` and, except for 410,
 * `target` needed; `status` 301 by default, `match` exact): a source that has a rule replaces it. All or nothing:
 * every row is checked (on its own and against the rules after the import) before anything is written; a refusal
 * names the lines at fault.
 */
export async function importRules(em: EntityManager, csv: string, actor: Actor): Promise<RedirectImportResult> {
  let records: Array<{ line: number; fields: string[] }>;
  try {
    records = readCsv(csv);
  } catch (error) {
    throw new AppError(400, `The file is not valid CSV. ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (header === undefined) throw new AppError(400, 'The CSV file is empty.');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('source') === -1 || at('target') === -1) {
    throw new AppError(
      400,
      `The first line must name the columns, with at least source and target (${REDIRECT_CSV_COLUMNS.slice(0, 4).join(',')}).`,
    );
  }
  if (rows.length === 0) throw new AppError(400, 'The CSV file has no redirects below its header line.');
  if (rows.length > REDIRECT_IMPORT_MAX_ROWS) {
    throw new AppError(
      400,
      `One import takes at most ${REDIRECT_IMPORT_MAX_ROWS.toLocaleString('en-US')} redirects; this file has ${rows.length.toLocaleString('en-US')}.`,
    );
  }
  const problems: string[] = [];
  const pageStatus = pageStatusReader(em);
  const current = await freshRuleTable(em);
  const checked: Array<{ line: number; rule: Omit<MatchableRule, 'id'> }> = [];
  const lineOf = new Map<string, number>();
  for (const { line, fields } of rows) {
    const cell = (name: string) => (at(name) === -1 ? undefined : (fields[at(name)] ?? '').trim());
    const status = cell('status');
    const match = cell('match');
    const parsed = redirectRuleInputSchema.safeParse({
      source: cell('source'),
      target: cell('target'),
      ...(status ? { status: Number(status) } : {}),
      ...(match ? { match: match.toLowerCase() } : {}),
    });
    if (!parsed.success) {
      problems.push(`Line ${line}: ${firstMessage(parsed.error)}`);
      continue;
    }
    const result = await checkedRule(parsed.data, pageStatus, current);
    if (!result.ok) {
      problems.push(`Line ${line}: ${result.message}`);
      continue;
    }
    const earlier = lineOf.get(result.rule.source);
    if (earlier !== undefined) {
      problems.push(`Line ${line}: '${result.rule.source}' is on line ${earlier} too.`);
      continue;
    }
    lineOf.set(result.rule.source, line);
    checked.push({ line, rule: result.rule });
  }
  const currentBySource = new Map([...current.exact.values(), ...current.prefix.values()].map((rule) => [rule.source, rule]));
  // The rules after the import: an imported source keeps the id of the rule it replaces, new ones get ids below 0.
  const merged = checked.map(({ line, rule }, index) => ({
    line,
    rule: { ...rule, id: currentBySource.get(rule.source)?.id ?? -(index + 1) },
  }));
  const after = ruleTableOf([...currentBySource.values(), ...merged.map(({ rule }) => rule)]);
  if (currentBySource.size + merged.filter(({ rule }) => rule.id < 0).length > REDIRECT_RULES_MAX) {
    problems.push(`The site keeps at most ${REDIRECT_RULES_MAX.toLocaleString('en-US')} redirects: this import would go past it.`);
  }
  for (const { line, rule } of merged) {
    const problem = loopOrChainProblem(rule, after);
    if (problem !== null) problems.push(`Line ${line}: ${problem}`);
  }
  if (problems.length > 0) {
    const more = problems.length > IMPORT_PROBLEMS_SHOWN ? ` And ${problems.length - IMPORT_PROBLEMS_SHOWN} more.` : '';
    throw new AppError(400, `Nothing was imported. ${problems.slice(0, IMPORT_PROBLEMS_SHOWN).join(' ')}${more}`);
  }
  const updated = merged.filter(({ rule }) => rule.id > 0).length;
  await em.transactional(async (tx) => {
    const rules = merged.map(({ rule }) => ({ source: rule.source, match: rule.match, status: rule.status, target: rule.target }));
    await queryBound(
      tx,
      `insert into redirect_rules (source, match, status, target)
         select source, match, status, target from json_to_recordset(?::json) as t(source text, match text, status smallint, target text)
       on conflict (source) do update set match = excluded.match, status = excluded.status, target = excluded.target, updated_at = now()`,
      [JSON.stringify(rules)],
    );
    await queryBound(tx, 'delete from not_found_paths where path in (select json_array_elements_text(?::json))', [
      JSON.stringify(rules.filter((rule) => rule.match === 'exact').map((rule) => rule.source)),
    ]);
    for (const { rule } of merged) if (rule.match === 'prefix') await forgetAnswered(tx, rule);
    await recordActivity(tx, actor, {
      kind: 'redirect.imported',
      summary: `Redirects imported from CSV: ${merged.length - updated} added, ${updated} replaced`,
      link: '/admin/redirects',
    });
  });
  afterWrite(em, ['redirect_rules']);
  return { created: merged.length - updated, updated };
}

/** Every rule as CSV (REDIRECT_CSV_COLUMNS), by source: the file the import reads back. */
export async function rulesCsv(em: EntityManager): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<ListedRow[]>(
      `select ${RULE_COLUMNS} from redirect_rules r left join redirect_rule_hits h on h.rule_id = r.id order by r.source`,
    );
  return toCsv(
    REDIRECT_CSV_COLUMNS,
    rows.map(listed).map((rule) => [rule.source, rule.target, String(rule.status), rule.match, String(rule.hits), rule.lastHitAt ?? '']),
  );
}
