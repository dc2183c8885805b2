import type { ReviewMailPreference } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether account `userId` is e-mailed when a post is submitted for review (yes unless they turned it off). */
export async function getReviewMailPreference(em: EntityManager, userId: number): Promise<ReviewMailPreference> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ review_mail: boolean }>>(
      `select review_mail from staff_notice_preferences where user_id = ?`,
      [userId],
      'all',
      em.getTransactionContext(),
    );
  return { reviewMail: row?.review_mail ?? true };
}

/** Stores account `userId`'s choice of review e-mails. */
export async function setReviewMailPreference(
  em: EntityManager,
  userId: number,
  choice: ReviewMailPreference,
): Promise<ReviewMailPreference> {
  await em.getConnection().execute(
    `insert into staff_notice_preferences (user_id, review_mail) values (?, ?)
         on conflict (user_id) do update set review_mail = excluded.review_mail`,
    [userId, choice.reviewMail],
    'run',
    em.getTransactionContext(),
  );
  return choice;
}

/** The e-mail addresses of the active editors and up who want review e-mails, but `except` (who submitted). */
export async function reviewMailRecipients(em: EntityManager, except: number): Promise<Array<{ email: string; name: string }>> {
  return em.getConnection().execute<Array<{ email: string; name: string }>>(
    `select u.email, coalesce(nullif(trim(u.name), ''), u.username) as name
       from users u left join staff_notice_preferences p on p.user_id = u.id
      where u.role in ('editor', 'administrator', 'owner') and u.disabled_at is null and u.email is not null
        and u.id <> ? and coalesce(p.review_mail, true)
      order by u.id`,
    [except],
    'all',
    em.getTransactionContext(),
  );
}
