import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial.ts';
import { Migration20261122010000_blog_contact_newsletter } from './Migration20261122010000_blog_contact_newsletter.ts';
import { Migration20261123010000_page_content } from './Migration20261123010000_page_content.ts';
import { Migration20261123020000_inbox } from './Migration20261123020000_inbox.ts';
import { Migration20261123040000_media_storage } from './Migration20261123040000_media_storage.ts';
import { Migration20261123050000_blog_manager } from './Migration20261123050000_blog_manager.ts';
import { Migration20261123060000_builder } from './Migration20261123060000_builder.ts';
import { Migration20261123070000_cache_notify } from './Migration20261123070000_cache_notify.ts';
import { Migration20261123080000_rate_limits } from './Migration20261123080000_rate_limits.ts';
import { Migration20261124010000_session_lifetime } from './Migration20261124010000_session_lifetime.ts';
import { Migration20261124020000_username_normal_form } from './Migration20261124020000_username_normal_form.ts';
import { Migration20261125010000_team } from './Migration20261125010000_team.ts';
import { Migration20261125020000_admin_invitations } from './Migration20261125020000_admin_invitations.ts';
import { Migration20261125030000_activity_log } from './Migration20261125030000_activity_log.ts';
import { Migration20261126000000_builder_page_management } from './Migration20261126000000_builder_page_management.ts';
import { Migration20261126010000_builder_templates } from './Migration20261126010000_builder_templates.ts';
import { Migration20261127010000_blog_search } from './Migration20261127010000_blog_search.ts';
import { Migration20261127020000_admin_list_indexes } from './Migration20261127020000_admin_list_indexes.ts';
import { Migration20261127030000_seo_analyses } from './Migration20261127030000_seo_analyses.ts';
import { Migration20261127035000_post_offline_until } from './Migration20261127035000_post_offline_until.ts';
import { Migration20261128010000_staff_roles } from './Migration20261128010000_staff_roles.ts';
import { Migration20261128020000_guards } from './Migration20261128020000_guards.ts';
import { Migration20261128030000_presence } from './Migration20261128030000_presence.ts';
import { Migration20261128050000_previews_and_schedules } from './Migration20261128050000_previews_and_schedules.ts';
import { Migration20261128070000_newsletter_opt_in } from './Migration20261128070000_newsletter_opt_in.ts';
import { Migration20261128080000_account_security } from './Migration20261128080000_account_security.ts';
import { Migration20261128090000_privacy } from './Migration20261128090000_privacy.ts';
import { Migration20261129010000_account_trials } from './Migration20261129010000_account_trials.ts';
import { Migration20261129020000_email_verification } from './Migration20261129020000_email_verification.ts';
import { Migration20261129030000_support_requests } from './Migration20261129030000_support_requests.ts';
import { Migration20261129060000_wordpress_import } from './Migration20261129060000_wordpress_import.ts';
import { Migration20261130040000_went_live_log } from './Migration20261130040000_went_live_log.ts';
import { Migration20261205010000_session_token_hashes } from './Migration20261205010000_session_token_hashes.ts';
import { Migration20261205020000_newsletter_requests } from './Migration20261205020000_newsletter_requests.ts';
import { Migration20261205100000_post_working_copies } from './Migration20261205100000_post_working_copies.ts';

/**
 * Every migration in the order it runs. Listed explicitly so the migrator needs no folder scan
 * (which fails for .ts files under vitest and tsx).
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_blog_contact_newsletter', class: Migration20261122010000_blog_contact_newsletter },
  { name: 'Migration20261123010000_page_content', class: Migration20261123010000_page_content },
  { name: 'Migration20261123020000_inbox', class: Migration20261123020000_inbox },
  { name: 'Migration20261123040000_media_storage', class: Migration20261123040000_media_storage },
  { name: 'Migration20261123050000_blog_manager', class: Migration20261123050000_blog_manager },
  { name: 'Migration20261123060000_builder', class: Migration20261123060000_builder },
  { name: 'Migration20261123070000_cache_notify', class: Migration20261123070000_cache_notify },
  { name: 'Migration20261123080000_rate_limits', class: Migration20261123080000_rate_limits },
  { name: 'Migration20261124010000_session_lifetime', class: Migration20261124010000_session_lifetime },
  { name: 'Migration20261124020000_username_normal_form', class: Migration20261124020000_username_normal_form },
  { name: 'Migration20261125010000_team', class: Migration20261125010000_team },
  { name: 'Migration20261125020000_admin_invitations', class: Migration20261125020000_admin_invitations },
  { name: 'Migration20261125030000_activity_log', class: Migration20261125030000_activity_log },
  { name: 'Migration20261126000000_builder_page_management', class: Migration20261126000000_builder_page_management },
  { name: 'Migration20261126010000_builder_templates', class: Migration20261126010000_builder_templates },
  { name: 'Migration20261127010000_blog_search', class: Migration20261127010000_blog_search },
  { name: 'Migration20261127020000_admin_list_indexes', class: Migration20261127020000_admin_list_indexes },
  { name: 'Migration20261127030000_seo_analyses', class: Migration20261127030000_seo_analyses },
  { name: 'Migration20261127035000_post_offline_until', class: Migration20261127035000_post_offline_until },
  { name: 'Migration20261128010000_staff_roles', class: Migration20261128010000_staff_roles },
  { name: 'Migration20261128020000_guards', class: Migration20261128020000_guards },
  { name: 'Migration20261128030000_presence', class: Migration20261128030000_presence },
  { name: 'Migration20261128050000_previews_and_schedules', class: Migration20261128050000_previews_and_schedules },
  { name: 'Migration20261128070000_newsletter_opt_in', class: Migration20261128070000_newsletter_opt_in },
  { name: 'Migration20261128080000_account_security', class: Migration20261128080000_account_security },
  { name: 'Migration20261128090000_privacy', class: Migration20261128090000_privacy },
  { name: 'Migration20261129010000_account_trials', class: Migration20261129010000_account_trials },
  { name: 'Migration20261129020000_email_verification', class: Migration20261129020000_email_verification },
  { name: 'Migration20261129030000_support_requests', class: Migration20261129030000_support_requests },
  { name: 'Migration20261129060000_wordpress_import', class: Migration20261129060000_wordpress_import },
  { name: 'Migration20261130040000_went_live_log', class: Migration20261130040000_went_live_log },
  { name: 'Migration20261205010000_session_token_hashes', class: Migration20261205010000_session_token_hashes },
  { name: 'Migration20261205020000_newsletter_requests', class: Migration20261205020000_newsletter_requests },
  { name: 'Migration20261205100000_post_working_copies', class: Migration20261205100000_post_working_copies },
];
