import { expect, test } from 'vitest';
import { LOGGED_TEXT_MAX, logSafeText } from './log-safe-text.js';

test('client ids and IP addresses are logged as they are', () => {
  for (const text of ['demo-partner', 'acme.ota_2', '127.0.0.1', '::ffff:10.0.0.5', 'fd00::1', 'a'.repeat(LOGGED_TEXT_MAX)]) expect(logSafeText(text)).toBe(text);
});

test('line breaks, escapes, controls, bidirectional overrides and backslashes are written as escapes', () => {
  expect(logSafeText('x\n{"level":50,"msg":"forged"}')).toBe('x\\x0a{"level":50,"msg":"forged"}');
  expect(logSafeText('\u001b[2Jcleared')).toBe('\\x1b[2Jcleared');
  expect(logSafeText('Ann\u202eeeL')).toBe('Ann\\u{202e}eeL');
  expect(logSafeText('a b\\x0a\r\u0000')).toBe('a\\x20b\\x5cx0a\\x0d\\x00');
  expect(logSafeText('café 😀')).toBe('caf\\xe9\\x20\\u{1f600}');
});

test('long text is cut to its first characters, saying how long it was', () => {
  const long = 'x'.repeat(70_000);
  expect(logSafeText(long)).toBe(`${'x'.repeat(LOGGED_TEXT_MAX)}...(70000 characters)`);
  expect(logSafeText('😀'.repeat(200), 3)).toBe('\\u{1f600}\\u{1f600}\\u{1f600}...(400 characters)');
  expect(logSafeText('abcd', 4)).toBe('abcd');
  expect(logSafeText('ab d', 4)).toBe('ab\\x20d');
  expect(logSafeText('abcde!', 4)).toBe('abcd...(6 characters)');
});
