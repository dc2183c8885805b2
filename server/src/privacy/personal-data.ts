import {
  atConfirmedAddress,
  CONFIRMED_SINCE,
  confirmedAddress,
  either,
  ownNewsletterSubscription,
  type AccountKeys,
  type RowLink,
} from '../account/account-links.ts';
import { teamLink } from '../team/team.service.ts';

/**
 * The map of personal data: for every table and column of the schema, whether it holds personal data of an
 * account and how a row links to the account. personal-data.test.ts reads the migrated schema and fails when a
 * column is missing here (every migration classifies its columns) or when this names a column that is gone.
 * "Download my data" exports the `personal` columns of every linked row; "Delete my account" removes or
 * anonymises them (account-deletion.ts).
 */

/** SQL for when the account was made, read from its row (to the microsecond). */
const MADE_SINCE = '(select created_at from users where id = ?)';

/** How one table's columns are classified and how its rows belong to an account. */
export interface TableMap {
  /** Which rows belong to the account, described for people (shown in the export) and as SQL; absent: none ever do. */
  link?: { how: string; where: (account: AccountKeys) => RowLink };
  /** Columns that hold data about the account: exported, and removed or anonymised on deletion. */
  personal: readonly string[];
  /** Secrets of the account (hashes), or ids it may not see: never exported, named in the export as withheld, removed on deletion. */
  withheld?: readonly string[];
  /** Columns holding nothing personal (content, counters, technical keys). */
  other: readonly string[];
}

const byUserId = (column: string): TableMap['link'] => ({
  how: `${column} is the account's id`,
  where: (account) => ({ sql: `${column} = ?`, params: [account.id] }),
});

/** `text` as a PostgreSQL regular expression matching it literally. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A PostgreSQL regular expression (use with `~*`) matching `text` as a whole word: not inside a longer username or
 * address (`bob@example.com` is not found in `jimbob@example.com` nor in `bob@example.com.au`; a full stop ending a
 * sentence may follow it).
 */
export function wordPattern(text: string): string {
  return `(?<![[:alnum:]_.@+-])${literalPattern(text)}(?![[:alnum:]_@+-]|\\.[[:alnum:]])`;
}

/** Every table of the schema, by name. */
export const PERSONAL_DATA_MAP: Readonly<Record<string, TableMap>> = {
  users: {
    link: byUserId('id'),
    personal: [
      'id',
      'username',
      'name',
      'email',
      'email_verified_at',
      'role',
      'created_at',
      'updated_at',
      'last_sign_in_at',
      'disabled_at',
    ],
    withheld: ['password'],
    other: [],
  },
  sessions: {
    link: byUserId('user_id'),
    personal: ['user_id', 'expires_at', 'created_at', 'persistent', 'user_agent', 'ip_address', 'last_seen_at'],
    withheld: ['id'],
    other: [],
  },
  password_reset_tokens: {
    link: byUserId('user_id'),
    personal: ['user_id', 'expires_at', 'created_at'],
    withheld: ['token_hash'],
    other: [],
  },
  account_trials: {
    link: byUserId('user_id'),
    personal: ['user_id', 'plan_id', 'billing', 'started_at', 'ends_at', 'updated_at'],
    other: [],
  },
  email_tokens: {
    link: byUserId('user_id'),
    // `email` is the address a link verifies, or the new address a change waits to confirm.
    personal: ['user_id', 'purpose', 'email', 'expires_at', 'created_at'],
    withheld: ['token_hash'],
    other: ['id'],
  },
  account_events: {
    link: byUserId('user_id'),
    personal: ['id', 'user_id', 'at', 'kind', 'detail'],
    other: [],
  },
  presence_members: {
    link: byUserId('user_id'),
    personal: ['user_id', 'name', 'room', 'selection', 'since', 'last_seen'],
    other: ['member_id'],
  },
  activity_entries: {
    link: {
      how: 'done by the account (actor_id, or actor_name for a failed sign-in) or about it (link to its team row) since it was made, or naming its confirmed e-mail address in summary since it was confirmed',
      where: (account) => {
        const byName = `((lower(actor_name) = lower(?) or link = ?) and at >= ${MADE_SINCE})`;
        const own = { sql: `(actor_id = ? or ${byName})`, params: [account.id, account.username, teamLink(account.username), account.id] };
        const address = confirmedAddress(account);
        return either(
          own,
          address ? { sql: `(summary ~* ? and at >= ${CONFIRMED_SINCE})`, params: [wordPattern(address), account.id] } : null,
        );
      },
    },
    personal: ['id', 'at', 'actor_id', 'actor_name', 'kind', 'summary', 'link'],
    // What an entry written once per event is about ('builder-page:12'): a technical key.
    other: ['subject'],
  },
  contact_messages: {
    link: {
      how: "sent from the account's dashboard (user_id is the account's id), or from the contact form with the account's confirmed e-mail address (any case) since it was confirmed",
      where: (account) => either({ sql: 'user_id = ?', params: [account.id] }, atConfirmedAddress(account, 'email', 'created_at')),
    },
    // The staff answer to a support request is written to the account, about its request: it is the account's too.
    personal: ['id', 'name', 'email', 'subject', 'message', 'created_at', 'read_at', 'user_id', 'answer', 'answered_at', 'closed_at'],
    // Which staff account answered (an id; set to null when that account goes).
    other: ['answered_by_id'],
  },
  newsletter_subscriptions: {
    link: {
      how: "asked for from the account's settings and confirmed through the link mailed to the address (account_id), or to the account's confirmed e-mail address (any case), made since it was confirmed or confirmed through the link mailed to the address",
      where: ownNewsletterSubscription,
    },
    // A permanent refusal by the relay at a newsletter's send (`bounced_at`, `bounce_reason`: the relay's answer).
    personal: ['email', 'source', 'created_at', 'confirmed_at', 'confirm_expires_at', 'account_id', 'bounced_at', 'bounce_reason'],
    // Who asked for the link still waiting may be another account (anyone can type an address): not the holder's to see.
    withheld: ['confirm_token_hash', 'unsubscribe_token_hash', 'requested_by_id'],
    other: ['id'],
  },
  // The mail queue: every e-mail the app sent or will send, by recipient (issue 43).
  mail_jobs: {
    // The mailbox's holder received these e-mails: once the account has shown it holds the address (confirmed it), the
    // ones sent there since the account was made are its own, the link that confirmed it included.
    link: {
      how: "sent to the account's confirmed e-mail address (any case) since the account was made",
      where: (account) => {
        const address = confirmedAddress(account);
        return address ? { sql: `(lower(to_address) = lower(?) and created_at >= ${MADE_SINCE})`, params: [address, account.id] } : null;
      },
    },
    // The relay's answers (`attempt_log`, `last_error`) may quote the address.
    // A newsletter delivery's `unsubscribed_at`: when its subscriber left the list (the address is blanked then).
    personal: ['to_address', 'subject', 'status', 'created_at', 'finished_at', 'attempt_log', 'last_error', 'unsubscribed_at'],
    // The e-mail itself until it is delivered: it may carry a live reset or invitation link.
    withheld: ['message'],
    // A newsletter delivery's issue and subscription (ids), and the queue's order.
    other: ['id', 'message_id', 'attempts', 'run_at', 'locked_until', 'locked_by', 'newsletter_issue_id', 'subscription_id', 'priority'],
  },
  // Newsletters sent (issue 43): who sent each (set to null when that account goes, by the foreign key).
  newsletter_issues: {
    link: byUserId('sent_by_id'),
    personal: ['id', 'sent_by_id', 'created_at', 'post_title', 'subject'],
    // The e-mail as rendered for every recipient (no address in it), the post, the web copy's key, the count.
    other: ['post_id', 'html', 'text', 'view_key', 'recipients'],
  },
  admin_invitations: {
    link: {
      how: "sent by the account (invited_by_id), or sent to the account's confirmed e-mail address since it was confirmed",
      where: (account) => either({ sql: 'invited_by_id = ?', params: [account.id] }, atConfirmedAddress(account, 'email', 'created_at')),
    },
    personal: ['email', 'role', 'invited_by_id', 'created_at', 'expires_at'],
    withheld: ['token_hash'],
    other: [],
  },
  rate_limits: {
    link: {
      how: "a counter keyed by the account's id, username or confirmed e-mail address, alone or after a network address and '|' (each part stored as a keyed hash)",
      where: (account) => {
        const conditions = account.counterKeys.flatMap(() => ['key = ?', "split_part(key, '|', 2) = ?"]);
        return { sql: `(${conditions.join(' or ')})`, params: account.counterKeys.flatMap((key) => [key, key]) };
      },
    },
    personal: ['bucket', 'key', 'count', 'reset_at'],
    other: [],
  },
  // Work an admin account did: the author columns link it (set to null when the account goes, by the foreign keys).
  blog_posts: {
    link: {
      how: 'created, last updated, scheduled, or submitted for review or sent back by the account (created_by, updated_by, scheduled_by, review_by)',
      where: (account) => ({
        sql: '(created_by = ? or updated_by = ? or scheduled_by = ? or review_by = ?)',
        params: [account.id, account.id, account.id, account.id],
      }),
    },
    personal: ['id', 'title', 'created_by', 'updated_by', 'scheduled_by', 'updated_at', 'review_by', 'review_at'],
    // `author` is the byline typed on each post (editorial content, not linked to an account).
    other: [
      'slug',
      'excerpt',
      'content',
      'featured_image_id',
      'author',
      'published_at',
      'status',
      'seo',
      'created_at',
      'image_url',
      'read_time',
      'categories',
      'tags',
      'featured',
      'revision',
      'read_time_manual',
      'search_document',
      'offline_until',
      'ever_published',
      'scheduled',
      'slug_manual',
      // Generated from the body: it holds an image the WordPress import could not bring in.
      'images_missing',
      // The review step: its state, and an editor's note on the post (editorial, like its content).
      'review_state',
      'review_note',
    ],
  },
  // An editor's choice of review e-mails.
  staff_notice_preferences: {
    link: byUserId('user_id'),
    personal: ['user_id', 'review_mail'],
    other: [],
  },
  // A live post's unapplied edits: who saved them last, and who scheduled their Update for when.
  blog_post_working_copies: {
    link: {
      how: "updated_by or apply_by is the account's id",
      where: (account) => ({ sql: '(updated_by = ? or apply_by = ?)', params: [account.id, account.id] }),
    },
    personal: ['post_id', 'updated_by', 'updated_at', 'apply_by', 'apply_at'],
    other: ['base_revision', 'fields', 'apply_failure'],
  },
  // Related posts' index (kept by a trigger from the posts): no account's data.
  blog_post_category_sets: {
    personal: [],
    other: ['post_id', 'category_set', 'published_at', 'offline_until', 'categories'],
  },
  blog_post_revisions: {
    link: byUserId('created_by'),
    personal: ['id', 'post_id', 'revision', 'action', 'created_by', 'created_at'],
    other: ['snapshot'],
  },
  pages: {
    link: byUserId('updated_by'),
    personal: ['id', 'name', 'updated_by', 'updated_at'],
    other: ['slug', 'content', 'is_active', 'meta', 'created_at', 'version', 'content_versions', 'meta_versions'],
  },
  page_events: {
    link: byUserId('author_id'),
    personal: ['id', 'page_id', 'version', 'author_id', 'created_at'],
    other: ['command', 'inverse'],
  },
  page_checkpoints: {
    link: byUserId('author_id'),
    personal: ['id', 'page_id', 'version', 'kind', 'name', 'author_id', 'created_at'],
    other: [],
  },
  builder_templates: {
    link: byUserId('created_by'),
    personal: ['id', 'name', 'created_by', 'created_at'],
    other: ['element'],
  },
  // A WordPress export previewed by a staff member, waiting (30 minutes at most) for its confirmation. The file is
  // a site's content, not data about the account; the row goes with the sign-in or the account.
  wordpress_import_uploads: {
    link: byUserId('user_id'),
    personal: ['user_id', 'size', 'created_at', 'expires_at'],
    withheld: ['token_hash', 'session_id'],
    other: ['bytes'],
  },
  preview_links: {
    link: byUserId('created_by'),
    personal: ['id', 'kind', 'target_id', 'created_by', 'created_at', 'expires_at', 'revoked_at'],
    withheld: ['token_hash'],
    other: [],
  },
  // Site content and machinery: nothing about an account.
  blog_slug_redirects: { personal: [], other: ['old_slug', 'post_id', 'created_at'] },
  builder_page_redirects: { personal: [], other: ['old_slug', 'page_id', 'created_at'] },
  wordpress_redirects: { personal: [], other: ['old_path', 'post_id', 'created_at'] },
  // Each category label's parent (a WordPress export's hierarchy).
  blog_category_parents: { personal: [], other: ['label', 'parent_label'] },
  wordpress_sources: { personal: [], other: ['source_key', 'post_id', 'source_hash', 'imported_revision', 'created_at'] },
  wordpress_page_redirects: { personal: [], other: ['old_path', 'page_id', 'created_at'] },
  // The redirect rules and the 404 monitor (issue 44): paths and referrers without their queries, counts, times; no
  // address, no user agent, no account (who changed a rule is in the activity log).
  redirect_rules: { personal: [], other: ['id', 'source', 'match', 'status', 'target', 'created_at', 'updated_at'] },
  redirect_rule_hits: { personal: [], other: ['rule_id', 'hits', 'last_hit_at'] },
  not_found_paths: { personal: [], other: ['path', 'hits', 'first_seen_at', 'last_seen_at'] },
  not_found_referrers: { personal: [], other: ['path', 'referrer', 'hits', 'last_seen_at'] },
  // What visitors searched the blog for: terms with counts and times, no visitor data (a term that looks like an
  // e-mail address or a phone number is never stored: site-search-terms.ts).
  site_search_terms: { personal: [], other: ['term', 'searches', 'last_results', 'first_searched_at', 'last_searched_at'] },
  // The site's analytics: page views with the day's visitor number (a hash of that day's salt, address and user agent;
  // the salt is deleted once its day is over, so no number can be tied to anyone), and the counts rolled up from them.
  // No account, address or user agent.
  analytics_events: {
    personal: [],
    other: ['at', 'kind', 'visitor', 'path', 'source', 'source_group', 'campaign', 'device', 'duration_ms'],
  },
  analytics_rollups: {
    personal: [],
    other: ['grain', 'period', 'dimension', 'key', 'source_group', 'visitors', 'views', 'visits', 'entries', 'exits', 'time_ms', 'timed'],
  },
  analytics_rolled_days: { personal: [], other: ['day', 'final', 'rolled_at'] },
  wordpress_page_sources: {
    personal: [],
    other: ['source_key', 'page_id', 'source_hash', 'created_at', 'imported_version', 'imported_settings'],
  },
  builder_pages: {
    personal: [],
    other: [
      'id',
      'name',
      'slug',
      'is_active',
      'meta',
      'version',
      'published_version',
      'published_at',
      'created_at',
      'updated_at',
      'deleted_at',
      'scheduled_version',
      'scheduled_at',
    ],
  },
  page_snapshots: { personal: [], other: ['page_id', 'version', 'tree', 'created_at'] },
  media_assets: {
    personal: [],
    other: ['id', 'filename', 'original_name', 'mime_type', 'size', 'url', 'base64_data', 'metadata', 'created_at', 'sha256', 'alt_text'],
  },
  media_bindings: { personal: [], other: ['element_id', 'asset_id', 'updated_at'] },
  media_files: { personal: [], other: ['id', 'asset_id', 'variant', 'filename', 'mime_type', 'width', 'height', 'size', 'etag', 'bytes'] },
  seo_analyses: {
    personal: [],
    other: [
      'kind',
      'ref_id',
      'name',
      'path',
      'admin_href',
      'focus_keyphrase',
      'keyphrase_key',
      'robots',
      'seo_score',
      'readability_score',
      'worst_id',
      'worst_rating',
      'worst_text',
      'seo_checks',
      'readability_checks',
      'analysed_from',
      'analysed_by',
      'analysed_at',
    ],
  },
  // A hash of a deleted account's username, never the name (it cannot be linked back to an account).
  released_usernames: { personal: [], other: ['username_hash', 'free_from'] },
  // Server secrets (the newsletter link key): nobody's personal data.
  server_keys: { personal: [], other: ['name', 'key', 'created_at'] },
  // The relay's per-minute budget shared by the instances (MAIL_RATE_PER_MINUTE): a counter.
  mail_send_budget: { personal: [], other: ['id', 'window_start', 'used'] },
  mikro_orm_migrations: { personal: [], other: ['id', 'name', 'executed_at'] },
  seed_runs: { personal: [], other: ['name', 'applied_at'] },
};

/** The tables whose rows can belong to an account, in the map's order. */
export function linkedTables(): Array<[string, TableMap & { link: NonNullable<TableMap['link']> }]> {
  return Object.entries(PERSONAL_DATA_MAP).filter((entry): entry is [string, TableMap & { link: NonNullable<TableMap['link']> }] =>
    Boolean(entry[1].link),
  );
}

/**
 * What the map says is wrong against the live schema (`columns`: table name to its column names): a sentence per
 * unclassified or unknown column, saying exactly what to change in this file. Empty when the map is complete.
 */
export function mapProblems(columns: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  const file = 'server/src/privacy/personal-data.ts';
  for (const [table, names] of columns) {
    const entry = PERSONAL_DATA_MAP[table];
    if (!entry) {
      problems.push(
        `Table "${table}" is not classified: add \`${table}: { personal: [...], other: [...] }\` to PERSONAL_DATA_MAP in ${file} ` +
          `naming each of its columns (${names.join(', ')}), with a \`link\` if its rows can belong to an account.`,
      );
      continue;
    }
    const known = new Set([...entry.personal, ...(entry.withheld ?? []), ...entry.other]);
    for (const name of names) {
      if (!known.has(name)) {
        problems.push(
          `Column "${table}.${name}" is not classified: add '${name}' to \`personal\` (data about an account), \`withheld\` ` +
            `(a secret never exported) or \`other\` (nothing personal) of \`${table}\` in ${file}.`,
        );
      }
    }
  }
  for (const [table, entry] of Object.entries(PERSONAL_DATA_MAP)) {
    const names = columns.get(table);
    if (!names) {
      problems.push(`Table "${table}" is in PERSONAL_DATA_MAP (${file}) but not in the database: remove it from the map.`);
      continue;
    }
    for (const name of [...entry.personal, ...(entry.withheld ?? []), ...entry.other]) {
      if (!names.includes(name))
        problems.push(`Column "${table}.${name}" is in PERSONAL_DATA_MAP (${file}) but not in the database: remove it.`);
    }
  }
  return problems;
}
