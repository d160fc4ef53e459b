/**
 * Where a client keeps its access token beyond its own lifetime: a process that makes a client
 * per run (a command line, a serverless function) would otherwise ask for a token every run, and
 * the service issues at most 60 a minute per client id. Holds the token, never the secret.
 */

/** An access token as kept: the token and when it is due for renewal. */
export interface StoredToken {
  accessToken: string;
  /** Time (ms since the epoch, on the client's clock) from which it is renewed before use. */
  renewAt: number;
}

/**
 * A place to keep the token of one service and one client id (the caller keys it). `load` is
 * asked once, on the first call that needs a token; `save` after each token the client gets. A
 * store that throws is treated as empty (load) or ignored (save): the call goes on without it.
 */
export interface TokenStore {
  load(): StoredToken | undefined | Promise<StoredToken | undefined>;
  save(token: StoredToken): void | Promise<void>;
}
