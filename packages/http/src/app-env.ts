/** The Hono environment shared by the adapter's middleware and routes. */
import type { Credential } from './credentials.js';

/**
 * Per-request values: the request id (middleware/response-headers.ts), after bearer auth the
 * caller, and on the token route the client id the request named (made safe to log).
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    principal: Credential;
    tokenClientId: string;
  };
}
