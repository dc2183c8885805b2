import pg from 'pg';

/** Opens one PostgreSQL connection with `config`, hands it to `work`, and ends it however `work` ends. */
export async function withPgClient<T>(config: pg.ClientConfig, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
