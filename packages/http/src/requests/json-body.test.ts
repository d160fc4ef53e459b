import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { readJsonBody } from './json-body.js';

const app = new Hono().post('/', async (c) => {
  const body = await readJsonBody(c, 'a reservation', c.req.query('optional') !== undefined);
  return body.ok ? c.json({ value: body.value }) : body.response;
});
const post = async (body: Uint8Array | string, contentType = 'application/json', query = '') => {
  const reply = await app.request(`/${query}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: reply.status, json: (await reply.json()) as { value?: unknown; notifications?: { code: string; fields: string[]; message: string }[] } };
};
const guest = (firstName: string) => JSON.stringify({ guest: { name: { firstName, lastName: 'Curie' } }, comments: ['quiet'] });

describe('readJsonBody', () => {
  test('a UTF-8 body is read as sent, with or without a BOM, whatever charset the header names', async () => {
    for (const body of [Buffer.from(guest('René')), Buffer.from(`\uFEFF${guest('René')}`)]) {
      for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset=iso-8859-1', 'text/plain']) {
        expect(await post(body, type)).toEqual({ status: 200, json: { value: JSON.parse(guest('René')) } });
      }
    }
    // U+FFFD sent as such (valid UTF-8) is the guest's text, kept.
    expect((await post(Buffer.from(guest('Ren\uFFFD')))).json.value).toEqual(JSON.parse(guest('Ren\uFFFD')));
  });

  test('bytes that are not UTF-8 are a 400 naming the string that holds them, never read as U+FFFD', async () => {
    const latin1 = await post(Buffer.from(guest('René'), 'latin1'), 'application/json; charset=iso-8859-1');
    expect(latin1.status).toBe(400);
    expect(latin1.json.notifications).toEqual([{ code: 'MALFORMED_UNICODE', fields: ['guest.name.firstName'], message: expect.stringContaining('UTF-8'), otaErrorCode: 320 }]);
    // A lone continuation byte, an overlong encoding, a surrogate encoded in UTF-8 (CESU-8).
    for (const bad of [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const bytes = Buffer.concat([Buffer.from('{"comments":["a'), Buffer.from(bad), Buffer.from('"]}')]);
      expect((await post(bytes)).json.notifications?.map((n) => [n.code, n.fields])).toEqual([['MALFORMED_UNICODE', ['comments[0]']]]);
    }
    // In a key, the key is named; in a string body, the body.
    expect((await post(Buffer.concat([Buffer.from('{"na'), Buffer.from([0xe9]), Buffer.from('":1}')]))).json.notifications?.[0]?.fields).toEqual([`na\uFFFD`]);
    expect((await post(Buffer.concat([Buffer.from('"'), Buffer.from([0xff]), Buffer.from('"')]))).json.notifications?.[0]?.fields).toEqual(['(body)']);
  });

  test('a member sent twice in one object is a 400 naming it, never "the last one wins"', async () => {
    const twice = await post('{"propCode":"NYCDC","roomStays":[{"numAdults":1,"numAdults":4}],"propCode":"PARDC"}');
    expect(twice.status).toBe(400);
    expect(twice.json.notifications).toEqual([{ code: 'BODY_NOT_JSON', fields: ['roomStays[0].numAdults'], message: expect.stringContaining('sent twice'), otaErrorCode: 320 }]);
    expect((await post('{"prop\\u0043ode":"NYCDC","propCode":"PARDC"}')).json.notifications?.[0]?.fields).toEqual(['propCode']);
    // the same name in two objects, or inside a string, is no repetition
    expect((await post('{"roomStays":[{"numAdults":1},{"numAdults":2}],"comments":["\\"a\\":1,\\"a\\":2"]}')).status).toBe(200);
  });

  test('a body that is not UTF-8 and not JSON around the bad bytes is named as a whole', async () => {
    const utf16 = await post(Buffer.from(`\uFEFF${guest('René')}`, 'utf16le'), 'application/json; charset=utf-16');
    expect(utf16.status).toBe(400);
    expect(utf16.json.notifications).toEqual([{ code: 'BODY_NOT_JSON', fields: [], message: expect.stringContaining('UTF-8'), otaErrorCode: 320 }]);
  });

  test('an optional body may be empty; NUL stays refused by name', async () => {
    expect(await post('', 'application/json', '?optional')).toEqual({ status: 200, json: { value: {} } });
    expect((await post('{"comments":["a\\u0000"]}')).json.notifications?.map((n) => [n.code, n.fields])).toEqual([['PATTERN_MISMATCH', ['comments[0]']]]);
  });
});
