// A newsletter send made against a server started as its own process (server-process.ts), for the crash test and the
// benchmark: subscribers and a published post written straight into its PostgreSQL, an editor signed up through the
// API and promoted, then the send through `newsletterIssue.send`.
import { withPgClient } from './pg-client.ts';
import { trpcData, trpcQuery } from './trpc-query.ts';
import { TestClient } from './test-server.ts';

/** What a prepared send needs: the subscribers' addresses and the post's id. */
export interface PreparedNewsletter {
  addresses: string[];
  postId: number;
}

/** Writes `count` confirmed subscriptions and one published post into the database at `databaseUrl`. */
export async function prepareNewsletter(databaseUrl: string, count: number, name: string): Promise<PreparedNewsletter> {
  return withPgClient({ connectionString: databaseUrl }, async (client) => {
    const subscribers = await client.query<{ email: string }>(
      `insert into newsletter_subscriptions (email, source, confirmed_at)
       select $1 || '-' || i || '@example.com', 'blog', now() from generate_series(1, $2::int) i returning email`,
      [name, count],
    );
    const post = await client.query<{ id: number }>(
      `insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, tags, author)
       values ($1, $2, 'An excerpt.', '<p>Ten ways to rank in your town.</p>', 'published', now() - interval '1 hour', '[]', '[]', 'Sam Writer')
       returning id`,
      [`Newsletter ${name}`, `newsletter-${name}`],
    );
    return { addresses: subscribers.rows.map((row) => row.email), postId: post.rows[0]!.id };
  });
}

/** Signs up an account on the server at `url`, makes it an editor in the database, and returns its signed-in client. */
export async function editorOf(url: string, databaseUrl: string, name: string): Promise<TestClient> {
  const client = new TestClient(url);
  const username = `editor${name.replace(/[^a-z0-9]/gi, '').slice(-20)}`;
  const res = await client.post('/api/register', {
    username,
    password: 'Test-Passw0rd',
    name: 'Newsletter Editor',
    email: `${username}@example.com`,
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
  await withPgClient({ connectionString: databaseUrl }, (pg) =>
    pg.query("update users set role = 'editor' where username = $1", [username]),
  );
  return client;
}

/** Sends post `postId` as `subject` through `client` to the count the server shows; returns the id and count. */
export async function sendThroughApi(client: TestClient, postId: number, subject: string): Promise<{ id: number; recipients: number }> {
  const { recipients } = trpcData<{ recipients: number }>(await trpcQuery(client, 'newsletterIssue.forPost', { postId }));
  return trpcData<{ id: number; recipients: number }>(
    await client.post('/trpc/newsletterIssue.send', { postId, subject, expectedRecipients: recipients }),
  );
}
