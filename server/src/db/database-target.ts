/** Where the app's PostgreSQL is and how many connections it may open. */
export interface DatabaseTarget {
  /** A postgres:// URL, or discrete options (a unix-socket directory as `host` for the embedded one). */
  connection:
    | { url: string }
    | { host: string; port: number; user: string; password: string; dbName: string };
  /** True for the embedded database, which serves exactly one connection. */
  singleConnection: boolean;
}
