/**
 * The access token, as the spec's Authentication section asks: requested only when there is none
 * or the current one has expired (expires_in, less a small skew), one request shared by every
 * call that needs it at the same time, and renewed once when the service refuses it (401).
 */
import type { TokenReply } from '@direct-connect/validation';
import type { Outcome } from './outcome.js';

/** Renew this long before expires_in runs out: a tenth of the lifetime, at most 30 s. */
export function renewalSkewMs(expiresInSeconds: number): number {
  return Math.min(30_000, (expiresInSeconds * 1000) / 10);
}

interface Current {
  accessToken: string;
  /** Clock time (ms) from which the token is renewed before use. */
  renewAt: number;
}

/** A cached token and the single flight that renews it. */
export class TokenCache {
  #current: Current | undefined;
  #pending: Promise<Outcome<string>> | undefined;

  /**
   * @param request asks the token endpoint for a new token.
   * @param now the clock, in ms.
   */
  constructor(
    private readonly request: () => Promise<Outcome<TokenReply>>,
    private readonly now: () => number,
  ) {}

  /** The current token, or a new one when there is none or it is due for renewal. */
  token(): Promise<Outcome<string>> {
    const current = this.#current;
    if (current && this.now() < current.renewAt) return Promise.resolve(okToken(current.accessToken));
    this.#pending ??= this.#renew().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** After a 401 for `refused`: drops it (unless another call has already renewed it) and gets a new one. */
  renewAfterRefusal(refused: string): Promise<Outcome<string>> {
    if (this.#current?.accessToken === refused) this.#current = undefined;
    return this.token();
  }

  /** Forgets the token (the next call requests a new one). */
  clear(): void {
    this.#current = undefined;
  }

  async #renew(): Promise<Outcome<string>> {
    const askedAt = this.now();
    const reply = await this.request();
    if (!reply.ok) return reply;
    const { access_token: accessToken, expires_in: expiresIn } = reply.value;
    this.#current = { accessToken, renewAt: askedAt + expiresIn * 1000 - renewalSkewMs(expiresIn) };
    return { ...reply, value: accessToken };
  }
}

function okToken(token: string): Outcome<string> {
  return { ok: true, status: 200, value: token, headers: new Headers() };
}
