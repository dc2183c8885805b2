/**
 * The key of the PostgreSQL advisory lock held by whatever builds or replaces a database's schema: an app instance
 * migrating and seeding as it starts (for the whole of it) and a restore (for its transaction). Each waits for the
 * one before to end, committed or rolled back, instead of creating the same tables beside an unfinished one (a
 * restore killed a moment ago may still have its transaction open on the server).
 */
export const SCHEMA_LOCK = 7_271_965;
