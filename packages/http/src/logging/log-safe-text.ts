/**
 * Text a request chose (a client id that names no credential, a forwarded address) made safe to
 * put in a log line: bounded in length, and every character that could forge or hide log text
 * written as an escape. JSON lines already escape quotes and line feeds, but a log is also read
 * through pino-pretty, `jq -r`, `less` and terminals, where a line feed starts a forged line, an
 * ANSI escape rewrites the screen and a bidirectional override shows text other than it is.
 */

/** Most characters of request-chosen text kept in a log line (a credential's client id is at most 128). */
export const LOGGED_TEXT_MAX = 128;

/** What a client id of the credentials file (and an IP address) is made of: logged as it is. */
const PLAIN = /^[A-Za-z0-9._:-]*$/;

/**
 * `text` as it may be logged: unchanged when it is at most `max` plain characters (letters,
 * digits, `.`, `_`, `:`, `-`, which every client id and IP address is made of); otherwise each
 * other character, backslash included, as `\xNN` or `\u{N}`, and anything beyond `max`
 * characters cut, with `...(N characters)` saying how long the text was (in UTF-16 code units).
 */
export function logSafeText(text: string, max: number = LOGGED_TEXT_MAX): string {
  if (text.length <= max && PLAIN.test(text)) return text;
  // A character is one or two UTF-16 code units: the first max + 1 lie within 2 x (max + 1) units.
  const head = Array.from(text.slice(0, 2 * (max + 1)));
  const characters = head.slice(0, max);
  let kept = '';
  for (const character of characters) {
    const code = character.codePointAt(0) as number;
    // Printable ASCII but space and backslash is kept; the rest is escaped.
    if (code > 0x20 && code < 0x7f && code !== 0x5c) kept += character;
    else kept += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  }
  return head.length > max ? `${kept}...(${text.length} characters)` : kept;
}
