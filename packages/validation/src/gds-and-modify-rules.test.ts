import { describe, expect, test } from 'vitest';
import { sampleReservation } from './arbitraries/index.js';
import { validatePropertyShopRequest, validateReservation, validateShopRequest } from './index.js';

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const modifyPayload = (): Payload => {
  const p = sampleReservation(1) as Payload;
  delete p.additionalNames;
  return p;
};

const codesOf = (result: ReturnType<typeof validateReservation>) =>
  result.ok ? [] : (result.error.notifications ?? []).map((n) => [n.code, n.fields?.[0]]);

describe('modify after read: the masked card number a read returns', () => {
  test('is accepted on a modify, 16- and 20-character cards alike, and passed on as sent for the service to match', () => {
    for (const masked of ['XXXXXXXXXXXX4444', 'XXXXXXXXXXXXXXXX1234']) {
      const p = modifyPayload();
      p.guarantee.paymentCard.cardNumber = masked;
      const result = validateReservation(p, { operation: 'modify' });
      expect(result.ok, masked).toBe(true);
      if (result.ok) expect(result.value.guarantee.paymentCard?.cardNumber).toBe(masked);
    }
  });

  test('is refused on a create: a new booking needs a real card', () => {
    const p = sampleReservation(2) as Payload;
    p.guarantee.paymentCard.cardNumber = 'XXXXXXXXXXXX4444';
    expect(codesOf(validateReservation(p, { operation: 'create' }))).toEqual([['PATTERN_MISMATCH', 'guarantee.paymentCard.cardNumber']]);
  });
});

describe('GDS requests carry gdsChainCode and primaryGdsCode', () => {
  test('attack: a GDS credential leaving both codes out is refused, naming each field', () => {
    const p = sampleReservation(1) as Payload;
    delete p.gdsChainCode;
    delete p.primaryGdsCode;
    expect(validateReservation(p, { operation: 'create' }).ok).toBe(true);
    expect(codesOf(validateReservation(p, { operation: 'create', channel: 'gds' }))).toEqual([
      ['GDS_CODE_REQUIRED', 'gdsChainCode'], ['GDS_CODE_REQUIRED', 'primaryGdsCode'],
    ]);
    expect(codesOf(validateReservation(p, { operation: 'modify', channel: 'gds' }))).toEqual([
      ['GDS_CODE_REQUIRED', 'gdsChainCode'], ['GDS_CODE_REQUIRED', 'primaryGdsCode'],
    ]);
  });

  test('a GDS credential sending both codes is accepted; a direct one need not send them', () => {
    const p = sampleReservation(1) as Payload;
    expect(validateReservation(p, { operation: 'create', channel: 'gds' }).ok).toBe(true);
    expect(validateReservation(p, { operation: 'create', channel: 'direct' }).ok).toBe(true);
  });

  test('the GDS rule is reported with every other problem of the payload', () => {
    const p = sampleReservation(1) as Payload;
    delete p.primaryGdsCode;
    p.propCode = 'nycdc';
    expect(codesOf(validateReservation(p, { operation: 'create', channel: 'gds' }))).toEqual([
      ['PATTERN_MISMATCH', 'propCode'], ['GDS_CODE_REQUIRED', 'primaryGdsCode'],
    ]);
  });

  test('a multi-property shop from a GDS credential needs primaryGdsCode and every gdsChainCode', () => {
    const shop: Payload = { arrivalDate: '2026-03-01', departureDate: '2026-03-03', numAdults: 2, props: [{ propCode: 'NYCDC', gdsChainCode: 'DC' }, { propCode: 'TYODC' }] };
    expect(validateShopRequest(shop).ok).toBe(true);
    const refused = validateShopRequest(shop, { channel: 'gds' });
    expect(refused.ok ? [] : refused.error.notifications?.map((n) => [n.code, n.fields?.[0]])).toEqual([
      ['GDS_CODE_REQUIRED', 'primaryGdsCode'], ['GDS_CODE_REQUIRED', 'props[1].gdsChainCode'],
    ]);
    const complete = { ...shop, primaryGdsCode: '1A', props: [{ propCode: 'NYCDC', gdsChainCode: 'DC' }, { propCode: 'TYODC', gdsChainCode: 'DC' }] };
    expect(validateShopRequest(complete, { channel: 'gds' }).ok).toBe(true);
  });
});

describe('attack: strings that no store can hold', () => {
  test('a lone surrogate anywhere in a reservation is a 400 naming each field, never reaching the value', () => {
    const p = sampleReservation(2) as Payload;
    p.guest.name.lastName = 'Love\ud800lace';
    p.guest.addresses[1].city = 'New York\udfff';
    p.comments = ['\ud83d'];
    p.externalResId = 'EXT\ud800';
    p.roomStays[1].groupNumber = 'G\udc00';
    expect(codesOf(validateReservation(p, { operation: 'create' }))).toEqual([
      ['MALFORMED_UNICODE', 'roomStays[1].groupNumber'], ['MALFORMED_UNICODE', 'guest.name.lastName'],
      ['MALFORMED_UNICODE', 'guest.addresses[1].city'], ['MALFORMED_UNICODE', 'comments[0]'], ['MALFORMED_UNICODE', 'externalResId'],
    ]);
  });

  test('a surrogate pair (an emoji) is well-formed and accepted', () => {
    const p = sampleReservation(1) as Payload;
    p.comments = ['Quiet room please 😀'];
    expect(validateReservation(p, { operation: 'create' }).ok).toBe(true);
  });

  test('attack: a child age of 1000000000 is refused', () => {
    const p = sampleReservation(1) as Payload;
    p.roomStays[0].childAges = [4, 1000000000];
    expect(codesOf(validateReservation(p, { operation: 'create' }))).toEqual([['ABOVE_MAXIMUM', 'roomStays[0].childAges[1]']]);
    p.roomStays[0].childAges = [0, 99];
    expect(validateReservation(p, { operation: 'create' }).ok).toBe(true);
  });
});

describe('the options a JavaScript caller may get wrong', () => {
  test('validateReservation without a known operation throws a TypeError naming options.operation', () => {
    const call = (options: unknown) => () => validateReservation(sampleReservation(1), options as Parameters<typeof validateReservation>[1]);
    for (const options of [undefined, null, {}, { operation: 'delete' }, { operation: 'CREATE' }]) {
      expect(call(options)).toThrow(TypeError);
      expect(call(options)).toThrow(/options\.operation must be 'create' or 'modify'/);
    }
    expect(validateReservation(sampleReservation(1), { operation: 'create' }).ok).toBe(true);
  });

  test('the shop validators take null options as none', () => {
    const shop = { arrivalDate: '2027-03-10', departureDate: '2027-03-12', numAdults: 2, props: [{ propCode: 'NYCDC' }] };
    expect(validateShopRequest(shop, null).ok).toBe(true);
    expect(validatePropertyShopRequest({ arrivalDate: '2027-03-10', departureDate: '2027-03-12', numAdults: 2 }, null).ok).toBe(true);
  });
});
