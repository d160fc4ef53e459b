/** The Hono environment shared by the adapter's middleware and routes. */
import type { Credential } from './credentials.js';

/** Per-request values: the request id (middleware/response-headers.ts) and, after bearer auth, the caller. */
export interface AppEnv {
  Variables: {
    requestId: string;
    principal: Credential;
  };
}
