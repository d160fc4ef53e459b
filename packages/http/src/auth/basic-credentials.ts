/**
 * Client credentials sent with HTTP Basic at the token endpoint (RFC 6749 section 2.3.1, what
 * most OAuth client libraries send by default): `Authorization: Basic` and the base64 of the
 * form-encoded client id, a colon and the form-encoded client secret.
 */

/** The client id and secret of a Basic Authorization header. */
export interface BasicCredentials {
  client_id: string;
  client_secret: string;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** One part of the credentials, form-decoded (`+` is a space); undefined when it cannot be. */
function formDecoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The credentials of an Authorization header: undefined when it is absent or of another scheme
 * (a Bearer header is no client credential), `'malformed'` when it says Basic but holds no
 * base64 of `id:secret` in UTF-8.
 */
export function basicCredentialsOf(header: string | undefined): BasicCredentials | 'malformed' | undefined {
  const value = header?.trim();
  if (value === undefined || !/^basic(?:[ \t]|$)/i.test(value)) return undefined;
  const encoded = value.slice(5).trim();
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return 'malformed';
  let decoded: string;
  try {
    decoded = UTF8.decode(Buffer.from(encoded, 'base64'));
  } catch {
    return 'malformed';
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  const clientId = formDecoded(decoded.slice(0, colon));
  const clientSecret = formDecoded(decoded.slice(colon + 1));
  return clientId === undefined || clientSecret === undefined ? 'malformed' : { client_id: clientId, client_secret: clientSecret };
}
