import {
  REDIRECT_MATCHES,
  REDIRECT_STATUSES,
  redirectRuleInputSchema,
  type NotFoundPath,
  type RedirectImportResult,
  type RedirectMatch,
  type RedirectRule,
  type RedirectRuleInput,
  type RedirectStatus,
} from '@app/contracts';

/** A redirect rule as its form holds it while it is typed: the target is kept when 410 is picked, for a change of mind. */
export interface RedirectDraft {
  source: string;
  match: RedirectMatch;
  status: RedirectStatus;
  target: string;
}

/** The add form's start: an exact 301 with nothing typed. */
export const EMPTY_REDIRECT_DRAFT: RedirectDraft = { source: '', match: 'exact', status: 301, target: '' };

/** The draft a 404 row's Redirect opens: that path, exact, 301, to the row's suggestion (empty without one). */
export function draftForNotFound(path: Pick<NotFoundPath, 'path' | 'suggestion'>): RedirectDraft {
  return { source: path.path, match: 'exact', status: 301, target: path.suggestion ?? '' };
}

/** The draft an Edit opens: the rule as it stands. */
export function draftForRule(rule: Pick<RedirectRule, 'source' | 'match' | 'status' | 'target'>): RedirectDraft {
  return { source: rule.source, match: rule.match, status: rule.status, target: rule.target };
}

/** A Status select's value as a status; anything else (never offered) reads as 301. */
export function statusOf(value: string): RedirectStatus {
  return REDIRECT_STATUSES.find((status) => String(status) === value) ?? 301;
}

/** A Match select's value as a match; anything else (never offered) reads as exact. */
export function matchOf(value: string): RedirectMatch {
  return REDIRECT_MATCHES.find((match) => match === value) ?? 'exact';
}

/** Whether a draft's status takes a target (301 and 302 do; a 410 answers "gone" and goes nowhere). */
export function takesTarget(status: RedirectStatus): boolean {
  return status !== 410;
}

/** What a draft's check found: the rule to send, or a message per field the person must fix first. */
export type DraftCheck = { ok: true; rule: RedirectRuleInput } | { ok: false; errors: Partial<Record<keyof RedirectDraft, string>> };

/**
 * Checks a draft with the contract's own rules before it is sent (the server checks again, and alone knows about
 * pages, loops and chains): trimmed, and a 410's kept target dropped.
 */
export function checkDraft(draft: RedirectDraft): DraftCheck {
  const parsed = redirectRuleInputSchema.safeParse({ ...draft, target: takesTarget(draft.status) ? draft.target : '' });
  if (parsed.success) return { ok: true, rule: parsed.data };
  const errors: Partial<Record<keyof RedirectDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'source' || field === 'match' || field === 'status' || field === 'target') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The toast of a finished import: "Imported 3 redirects", with "1 replaced" when some sources had a rule already. */
export function importToast(result: RedirectImportResult): { title: string; description?: string } {
  const total = result.created + result.updated;
  const title = `Imported ${total.toLocaleString('en-US')} ${total === 1 ? 'redirect' : 'redirects'}`;
  return result.updated > 0 ? { title, description: `${result.updated.toLocaleString('en-US')} replaced` } : { title };
}

/** A rule's target as its row shows it: the address, or "None (gone)" for a 410. */
export function targetText(rule: Pick<RedirectRule, 'status' | 'target'>): string {
  return takesTarget(rule.status) ? rule.target : 'None (gone)';
}
