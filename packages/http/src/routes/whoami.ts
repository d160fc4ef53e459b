/** GET /inf/whoami: the authenticated application (spec "Who am I"). */
import type { Handler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** The realm of every token: the `applications` of /realms/applications/token. */
export const USER_REALM = 'applications';

/** spec who-am-I `username` pattern; the client id is reported as username only when it fits. */
const USERNAME = /^(?:[A-Za-z][A-Za-z0-9@._]{3,31}|[0-9]{1,24})$/;

/** The who-am-I handler. */
export function whoamiRoute(): Handler<AppEnv> {
  return (c) => {
    const principal = c.get('principal');
    const permissions = [...principal.permissions];
    return c.json({
      applicationId: principal.clientId,
      applicationName: principal.applicationName,
      userType: 'APPLICATION',
      userRealm: USER_REALM,
      ...(USERNAME.test(principal.clientId) ? { username: principal.clientId } : {}),
      keyIdentifier: principal.clientId,
      svcAppAccess: permissions,
      roles: permissions,
      partnerId: principal.partnerId,
    }, 200, JSON_HEADERS);
  };
}
