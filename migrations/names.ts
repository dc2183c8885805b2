/**
 * The names of every migration, in the order they run, without loading them: the server compares
 * these with the executed ones at start-up and loads the migrator only when one is pending. Kept equal
 * to `migrationsList` (checked by names.test.ts).
 */
export const migrationNames: readonly string[] = [
  'Migration20261122000000_initial',
  'Migration20261122010000_blog_contact_newsletter',
  'Migration20261123010000_page_content',
  'Migration20261123020000_inbox',
  'Migration20261123040000_media_storage',
  'Migration20261123050000_blog_manager',
  'Migration20261123060000_builder',
  'Migration20261123070000_cache_notify',
  'Migration20261123080000_rate_limits',
  'Migration20261124010000_session_lifetime',
  'Migration20261124020000_username_normal_form',
  'Migration20261125010000_team',
  'Migration20261125020000_admin_invitations',
  'Migration20261125030000_activity_log',
  'Migration20261126000000_builder_page_management',
  'Migration20261126010000_builder_templates',
  'Migration20261127010000_blog_search',
  'Migration20261127020000_admin_list_indexes',
  'Migration20261127030000_seo_analyses',
  'Migration20261127035000_post_offline_until',
  'Migration20261128010000_staff_roles',
  'Migration20261128020000_guards',
  'Migration20261128030000_presence',
  'Migration20261128050000_previews_and_schedules',
  'Migration20261128070000_newsletter_opt_in',
  'Migration20261128080000_account_security',
  'Migration20261128090000_privacy',
  'Migration20261129010000_account_trials',
  'Migration20261129020000_email_verification',
  'Migration20261129030000_support_requests',
  'Migration20261129060000_wordpress_import',
  'Migration20261130040000_went_live_log',
];
