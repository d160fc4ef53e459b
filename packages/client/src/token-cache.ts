/**
 * The access token, as the spec's Authentication section asks: requested only when there is none
 * or the current one has expired (expires_in, less a small skew), one request shared by every
 * call that needs it at the same time, and renewed once when the service refuses it (401). With a
 * {@link TokenStore}, a token kept by an earlier client is used first, and each new one is kept.
 */
import type { TokenReply } from '@direct-connect/validation';
import type { Outcome } from './outcome.js';
import type { StoredToken, TokenStore } from './token-store.js';

/** Renew this long before expires_in runs out: a tenth of the lifetime, at most 30 s. */
export function renewalSkewMs(expiresInSeconds: number): number {
  return Math.min(30_000, (expiresInSeconds * 1000) / 10);
}

/** A cached token and the single flight that renews it. */
export class TokenCache {
  #current: StoredToken | undefined;
  #pending: Promise<Outcome<string>> | undefined;
  /** Whether the store has been asked yet (once: afterwards this cache is ahead of it). */
  #loaded = false;

  /**
   * @param request asks the token endpoint for a new token.
   * @param now the clock, in ms.
   * @param store keeps the token beyond this cache (optional).
   */
  constructor(
    private readonly request: () => Promise<Outcome<TokenReply>>,
    private readonly now: () => number,
    private readonly store?: TokenStore,
  ) {}

  /** The current token, or a new one when there is none or it is due for renewal. */
  token(): Promise<Outcome<string>> {
    const current = this.#current;
    if (current && this.now() < current.renewAt) return Promise.resolve(okToken(current.accessToken));
    this.#pending ??= this.#loadOrRenew().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** After a 401 for `refused`: drops it (unless another call has already renewed it) and gets a new one. */
  renewAfterRefusal(refused: string): Promise<Outcome<string>> {
    if (this.#current?.accessToken === refused) this.#current = undefined;
    return this.token();
  }

  /** Forgets the token (the next call requests a new one, without asking the store). */
  clear(): void {
    this.#current = undefined;
    this.#loaded = true;
  }

  /** The stored token on the first need, when it is still good; else a new one. */
  async #loadOrRenew(): Promise<Outcome<string>> {
    if (!this.#loaded && this.store) {
      this.#loaded = true;
      const stored = await Promise.resolve().then(() => this.store?.load()).catch(() => undefined);
      if (isStoredToken(stored) && this.now() < stored.renewAt) {
        this.#current = { accessToken: stored.accessToken, renewAt: stored.renewAt };
        return okToken(stored.accessToken);
      }
    }
    this.#loaded = true;
    return this.#renew();
  }

  async #renew(): Promise<Outcome<string>> {
    const askedAt = this.now();
    const reply = await this.request();
    if (!reply.ok) return reply;
    const { access_token: accessToken, expires_in: expiresIn } = reply.value;
    const current = { accessToken, renewAt: askedAt + expiresIn * 1000 - renewalSkewMs(expiresIn) };
    this.#current = current;
    await Promise.resolve().then(() => this.store?.save(current)).catch(() => undefined);
    return { ...reply, value: accessToken };
  }
}

/** Whether a store's answer is a token at all (a store is outside the client: a file may hold anything). */
function isStoredToken(value: unknown): value is StoredToken {
  const token = value as Partial<StoredToken> | undefined;
  return typeof token?.accessToken === 'string' && token.accessToken !== '' && typeof token.renewAt === 'number' && Number.isFinite(token.renewAt);
}

function okToken(token: string): Outcome<string> {
  return { ok: true, status: 200, value: token, headers: new Headers() };
}
