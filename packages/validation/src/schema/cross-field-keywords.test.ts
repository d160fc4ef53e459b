/**
 * The exported request schemas and the OpenAPI document say every rule JSON Schema can say: a
 * strict Ajv 2020 compiled from either refuses each rule case exactly where the validators do,
 * except the rules no JSON Schema can state, which it accepts (so that this list stays true).
 */
import { describe, expect, test } from 'vitest';
import { RULE_CASES, validPayload, type CaseKind } from '../arbitraries/index.js';
import {
  validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest,
  validateReservation, validateShopRequest, validateTokenRequest, type RequestKind,
} from '../index.js';
import { strictAjvSources } from '../../test-support/strict-ajv-sources.js';

const SCHEMA_OF: Readonly<Record<CaseKind, RequestKind>> = {
  shop: 'ShopRequest', propertyShop: 'PropertyShopRequest', create: 'DcReservationCreate', modify: 'DcReservationModify',
  cancel: 'CancelRequest', confirm: 'ConfirmRequest', token: 'TokenRequest',
};

const VALIDATE: Readonly<Record<CaseKind, (payload: unknown) => { ok: boolean }>> = {
  shop: (p) => validateShopRequest(p), propertyShop: (p) => validatePropertyShopRequest(p),
  create: (p) => validateReservation(p, { operation: 'create' }), modify: (p) => validateReservation(p, { operation: 'modify' }),
  cancel: validateCancelRequest, confirm: validateConfirmRequest, token: validateTokenRequest,
};

const DATES = 'compares two dates: JSON Schema has no arithmetic on values';
const AGES = 'compares an array\'s length with another field\'s value: no keyword relates them (only an if/then per possible count could)';

/** The rule cases whose rule no JSON Schema keyword can state, and why. */
const LEFT_TO_THE_VALIDATORS: ReadonlyMap<string, string> = new Map([
  ['shop: departureDate after arrivalDate', DATES],
  ['shop: length of stay at most 90', DATES],
  ['property shop: departure after arrival', DATES],
  ['room stay: departureDate after arrivalDate', DATES],
  ['room stay: length of stay at most 90', DATES],
  ['shop: childAges length equals numChildren', AGES],
  ['property shop: childAges length equals numChildren (text counts)', AGES],
  ['room stay: childAges length equals numChildren', AGES],
  ['shop: minRateQualifier <= maxRateQualifier', 'compares two numbers of the payload: no keyword relates them'],
  ['room stay: bookingCode equals roomTypeCode (3) + ratePlanCode (3) when all are sent', 'a string made of parts of two others: no keyword relates strings'],
  ['room stay: bookingCode pads a 2-character code with 0', 'a string made of parts of two others: no keyword relates strings'],
  ['additionalNames at most total guests - 1 (on a modify the service checks it)', 'arithmetic: a sum over the room stays against an array\'s length'],
]);

const DECIMALS = 'an amount\'s decimal places: multipleOf would state them, but tools divide in binary floating point ' +
  '(Ajv refuses 0.3 as a multiple of 0.0001), so the document describes them and the exported schemas carry a number format';

/**
 * The rule cases of the package's own number formats, which the document states in descriptions
 * only: a strict Ajv of the document accepts them; one of the exported schemas, given
 * NUMBER_FORMATS, refuses them.
 */
const DESCRIBED_IN_THE_DOCUMENT: ReadonlyMap<string, string> = new Map([
  ['shop: maxRateQualifier an amount: at most 4 decimal places', DECIMALS],
  ['room stay: rateOverrides[].amount at most 4 decimal places (1e-300 too)', DECIMALS],
  ['guarantee.deposit.amount at most 4 decimal places', DECIMALS],
  ['card: centralBillAuthAmount in USD: at most 2 decimal places', DECIMALS],
]);

const sources = strictAjvSources();

describe.each(sources)('a strict Ajv 2020 compiled from $name', ({ ajv, schema, checksOwnFormats }) => {
  const checks = new Map(Object.values(SCHEMA_OF).map((kind) => [kind, ajv.compile(schema(kind))]));
  const check = (kind: CaseKind) => checks.get(SCHEMA_OF[kind]) as (payload: unknown) => boolean;

  test.each(['shop', 'propertyShop', 'create', 'modify', 'cancel', 'confirm', 'token'] as const)('accepts the valid %s payload', (kind) => {
    expect(check(kind)(validPayload(kind))).toBe(true);
  });

  test.each(RULE_CASES.map((c) => [c.rule, c] as const))('%s: refused where the schema can say the rule', (rule, c) => {
    const payload = validPayload(c.kind);
    const replaced = c.breakIt(payload);
    const broken = replaced === undefined ? payload : replaced;
    expect(VALIDATE[c.kind](broken).ok).toBe(false);
    const described = !checksOwnFormats && DESCRIBED_IN_THE_DOCUMENT.has(rule);
    const why = LEFT_TO_THE_VALIDATORS.get(rule) ?? (described ? DESCRIBED_IN_THE_DOCUMENT.get(rule) : undefined) ?? 'a rule the schema states';
    expect(check(c.kind)(broken), why).toBe(LEFT_TO_THE_VALIDATORS.has(rule) || described);
  });
});

test('every rule left to the validators or described in the document names a rule case', () => {
  const rules = new Set(RULE_CASES.map((c) => c.rule));
  expect([...LEFT_TO_THE_VALIDATORS.keys(), ...DESCRIBED_IN_THE_DOCUMENT.keys()].filter((r) => !rules.has(r))).toEqual([]);
});
