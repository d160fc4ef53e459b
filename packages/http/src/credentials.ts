/**
 * Credentials of the partners allowed to call the API, read from a JSON file (CREDENTIALS_FILE).
 * Secrets are only ever held as scrypt hashes (see secret-hash.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ENVIRONMENTS, type EnvironmentName } from './config.js';
import { parseSecretHash, verifySecret, type SecretHash } from './auth/secret-hash.js';

/** What a credential may call (DESIGN section 6); 403 without body otherwise. */
export const PERMISSIONS = ['shop', 'book', 'hold', 'whoami'] as const;
/** One of {@link PERMISSIONS}. `hold` is the hold authorization of the spec's hold table. */
export type Permission = (typeof PERMISSIONS)[number];

/** How a partner's rateAmount is chosen (spec RoomRate.rateAmount). */
export const DISPLAY_RATE_TYPES = ['average', 'highest'] as const;
/** One of {@link DISPLAY_RATE_TYPES}. */
export type DisplayRateType = (typeof DISPLAY_RATE_TYPES)[number];

/**
 * The channel a partner books through: `gds` credentials are a global distribution system's, whose
 * reservations must carry gdsChainCode and primaryGdsCode (DESIGN section 4); `direct` is every
 * other partner (the default).
 */
export const CHANNELS = ['direct', 'gds'] as const;
/** One of {@link CHANNELS}. */
export type Channel = (typeof CHANNELS)[number];

/** The client id of the demo credential, refused when NODE_ENV=production. */
export const DEMO_CLIENT_ID = 'demo-partner';

/** The demo credentials file shipped with the package (`demo-partner` / `demo-secret`). */
export const DEMO_CREDENTIALS_FILE = fileURLToPath(new URL('../credentials.demo.json', import.meta.url));

/** One partner application, as the adapter uses it after loading. */
export interface Credential {
  clientId: string;
  applicationName: string;
  partnerId: number;
  permissions: ReadonlySet<Permission>;
  displayRateType: DisplayRateType;
  environment: EnvironmentName;
  /** The partner may send roomStays[].rateOverrides (default false). */
  rateOverridesAllowed: boolean;
  /** The booking channel (default `direct`). */
  channel: Channel;
  secretHash: SecretHash;
}

/** Looks credentials up by client id and checks secrets. */
export interface Credentials {
  get(clientId: string): Credential | undefined;
  /** The credential when id and secret match; undefined otherwise, after the same amount of work. */
  authenticate(clientId: string, secret: string): Promise<Credential | undefined>;
  /** Every credential (optional for an embedder's own registry; the service checks them at start when given). */
  list?(): readonly Credential[];
}

/** Thrown when a credentials file is unusable; names the file and the entry. */
export class CredentialsFileError extends Error {
  override name = 'CredentialsFileError';
}

/** A hash no secret matches, used for unknown client ids so they cost the same time as known ones. */
const DECOY_HASH = parseSecretHash(
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
) as SecretHash;

/**
 * Builds the registry from the parsed file contents.
 * @param source names the file in errors.
 * @throws {@link CredentialsFileError} naming the entry and field at fault.
 */
export function credentialsFrom(json: unknown, source: string): Credentials {
  const fail = (where: string, what: string): never => {
    throw new CredentialsFileError(`${source}: ${where}: ${what}`);
  };
  const list = (json as { credentials?: unknown } | null)?.credentials;
  if (!Array.isArray(list) || list.length === 0) fail('credentials', 'expected a non-empty array');
  const byId = new Map<string, Credential>();
  (list as unknown[]).forEach((entry, i) => {
    const at = `credentials[${i}]`;
    const e = (entry ?? {}) as Record<string, unknown>;
    const clientId = e.clientId;
    if (typeof clientId !== 'string' || !/^[A-Za-z0-9._-]{1,128}$/.test(clientId)) fail(`${at}.clientId`, 'expected 1 to 128 letters, digits, dot, underscore or hyphen');
    if (byId.has(clientId as string)) fail(`${at}.clientId`, `duplicate ${String(clientId)}`);
    const secretHash = typeof e.secretHash === 'string' ? parseSecretHash(e.secretHash) : undefined;
    if (!secretHash) fail(`${at}.secretHash`, 'expected scrypt$N$r$p$salt$hash (make one with `pnpm --filter @direct-connect/http hash-secret`)');
    const partnerId = e.partnerId;
    if (!Number.isInteger(partnerId) || (partnerId as number) < 0 || (partnerId as number) > 2_147_483_647) fail(`${at}.partnerId`, 'expected an int32 >= 0');
    const permissions = e.permissions;
    if (!Array.isArray(permissions) || permissions.some((p) => !(PERMISSIONS as readonly unknown[]).includes(p))) {
      fail(`${at}.permissions`, `expected an array of ${PERMISSIONS.join(', ')}`);
    }
    const displayRateType = e.displayRateType ?? 'average';
    if (!(DISPLAY_RATE_TYPES as readonly unknown[]).includes(displayRateType)) fail(`${at}.displayRateType`, `expected ${DISPLAY_RATE_TYPES.join(' or ')}`);
    const environment = e.environment;
    if (!(ENVIRONMENTS as readonly unknown[]).includes(environment)) fail(`${at}.environment`, `expected ${ENVIRONMENTS.join(' or ')}`);
    const applicationName = e.applicationName ?? clientId;
    if (typeof applicationName !== 'string') fail(`${at}.applicationName`, 'expected a string');
    const rateOverridesAllowed = e.rateOverridesAllowed ?? false;
    if (typeof rateOverridesAllowed !== 'boolean') fail(`${at}.rateOverridesAllowed`, 'expected true or false');
    const channel = e.channel ?? 'direct';
    if (!(CHANNELS as readonly unknown[]).includes(channel)) fail(`${at}.channel`, `expected ${CHANNELS.join(' or ')}`);
    byId.set(clientId as string, {
      clientId: clientId as string,
      applicationName: applicationName as string,
      partnerId: partnerId as number,
      permissions: new Set(permissions as Permission[]),
      displayRateType: displayRateType as DisplayRateType,
      environment: environment as EnvironmentName,
      rateOverridesAllowed: rateOverridesAllowed as boolean,
      channel: channel as Channel,
      secretHash: secretHash as SecretHash,
    });
  });
  return {
    get: (clientId) => byId.get(clientId),
    list: () => [...byId.values()],
    async authenticate(clientId, secret) {
      const credential = byId.get(clientId);
      const matches = await verifySecret(secret, credential?.secretHash ?? DECOY_HASH);
      return matches ? credential : undefined;
    },
  };
}

/**
 * Why `credentials` could issue no token in `environment` (none of them is of it; under
 * NODE_ENV=production the demo credential does not count), else undefined.
 */
export function noCredentialOf(credentials: Credentials, environment: EnvironmentName, production: boolean): string | undefined {
  const all = credentials.list?.();
  if (all === undefined) return undefined;
  const usable = all.filter((c) => c.environment === environment && !(production && c.clientId === DEMO_CLIENT_ID));
  if (usable.length > 0) return undefined;
  const counts = ENVIRONMENTS.map((name) => [name, all.filter((c) => c.environment === name).length] as const).filter(([, n]) => n > 0);
  const held = counts.map(([name, n]) => `${n} of ${name}`).join(' and ');
  const demo = production && all.some((c) => c.clientId === DEMO_CLIENT_ID && c.environment === environment) ? `, ${DEMO_CLIENT_ID} refused under NODE_ENV=production` : '';
  return `no credential of ENVIRONMENT=${environment} (it holds ${held}${demo}): no token could be issued; add one for ${environment}, or set ENVIRONMENT`;
}

/**
 * Reads and checks a credentials file.
 * @throws {@link CredentialsFileError} (the promise rejects) when the file cannot be read or is
 *   not JSON, or naming the entry and field at fault.
 */
export async function loadCredentials(file: string): Promise<Credentials> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CredentialsFileError(`${file}: cannot read JSON (${(error as Error).message})`);
  }
  return credentialsFrom(json, file);
}
