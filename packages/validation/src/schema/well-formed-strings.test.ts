/**
 * The exported request schemas and the OpenAPI document refuse a lone surrogate wherever the
 * validators do (in every string of every request), and still accept a surrogate pair.
 */
import { describe, expect, test } from 'vitest';
import { locationsOf, withReplaced } from '../../test-support/json-paths.js';
import { validPayload, type CaseKind } from '../arbitraries/index.js';
import {
  validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest,
  validateReservation, validateShopRequest, validateTokenRequest, type RequestKind,
} from '../index.js';
import { strictAjvSources } from '../../test-support/strict-ajv-sources.js';
import { WELL_FORMED_PATTERN } from './well-formed-strings.js';

const KINDS: ReadonlyArray<[CaseKind, RequestKind, (payload: unknown) => { ok: boolean }]> = [
  ['shop', 'ShopRequest', (p) => validateShopRequest(p)],
  ['propertyShop', 'PropertyShopRequest', (p) => validatePropertyShopRequest(p)],
  ['create', 'DcReservationCreate', (p) => validateReservation(p, { operation: 'create' })],
  ['modify', 'DcReservationModify', (p) => validateReservation(p, { operation: 'modify' })],
  ['cancel', 'CancelRequest', validateCancelRequest],
  ['confirm', 'ConfirmRequest', validateConfirmRequest],
  ['token', 'TokenRequest', validateTokenRequest],
];

const sources = strictAjvSources();

describe.each(sources)('a strict Ajv 2020 compiled from $name', ({ ajv, schema }) => {
  test.each(KINDS)('%s: every string with a lone surrogate in it is refused, as the validators refuse it', (kind, name, validate) => {
    const check = ajv.compile(schema(name));
    const payload = validPayload(kind);
    const strings = locationsOf(payload).filter((l) => typeof l.segments.reduce<unknown>((v, s) => (v as Record<string | number, unknown>)[s], payload) === 'string');
    expect(strings.length).toBeGreaterThan(0);
    for (const { segments, path } of strings) {
      const value = segments.reduce<unknown>((v, s) => (v as Record<string | number, unknown>)[s], payload) as string;
      for (const broken of [`${value.slice(0, 1)}\ud800`, `\udc00${value.slice(1)}`]) {
        const sent = withReplaced(payload, segments, broken);
        expect(validate(sent).ok, path).toBe(false);
        expect(check(sent), path).toBe(false);
      }
    }
  });

  test('a surrogate pair (an emoji) in a name, a comment and a card holder name is accepted, as the validators accept it', () => {
    const check = ajv.compile(schema('DcReservationCreate'));
    const payload = validPayload('create') as { guest: { name: { firstName: string } }; comments: string[]; guarantee: { paymentCard: { cardHolderName: string } } };
    payload.guest.name.firstName = 'Zoë 😀';
    payload.comments = ['🛏 near the lift'];
    payload.guarantee.paymentCard.cardHolderName = '𝒜da Lovelace';
    expect(validateReservation(payload, { operation: 'create' }).ok).toBe(true);
    expect(check(payload)).toBe(true);
  });
});

test('the pattern of free text refuses exactly the lone surrogates (read with the u flag, as JSON Schema tools do)', () => {
  const well = new RegExp(WELL_FORMED_PATTERN, 'u');
  for (const ok of ['', 'Ada', 'Zoë 😀', '\u{10FFFF}', '|=;']) expect(well.test(ok), ok).toBe(true);
  for (const bad of ['\ud800', 'a\udbff', '\udc00b', 'x\ud83d']) expect(well.test(bad), JSON.stringify(bad)).toBe(false);
});
