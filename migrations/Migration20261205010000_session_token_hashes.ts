import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions are kept under the SHA-256 of their token, never the token the cookie carries (server/src/auth/lucia.ts,
 * `storedSessionId`): a copy of the database or of a backup then signs no one in. The sessions of before are hashed
 * in place, so everyone stays signed in (their cookie's token hashes to the new id). A backup made before this
 * migration still holds tokens; restored, it is migrated like any older database, and its tokens are hashed then.
 */
export class Migration20261205010000_session_token_hashes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "sessions" set "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');`);
  }

  override async down(): Promise<void> {
    // A hash gives no token back: going back signs everyone out.
    this.addSql(`delete from "sessions";`);
  }
}
