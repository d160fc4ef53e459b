import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { repeatedMemberPath } from './repeated-members.js';

describe('repeatedMemberPath', () => {
  test.each([
    ['{"propCode":"NYCDC","propCode":"PARDC"}', 'propCode'],
    ['{"roomStays":[{"numAdults":1},{"numAdults":2, "numAdults" :3}]}', 'roomStays[1].numAdults'],
    ['{"guest":{"name":{"firstName":"A","lastName":"B","firstName":"C"}}}', 'guest.name.firstName'],
    ['{"prop\\u0043ode":"NYCDC","propCode":"PARDC"}', 'propCode'],
    ['{"a":[[1,2],[3,{"b":1,"b":2}]]}', 'a[1][1].b'],
    ['[{"x":1},{"x":2,"x":3}]', '[1].x'],
    ['{"s":"{\\"k\\":1,\\"k\\":2}","t":1,"t":2}', 't'],
  ])('%s: %s', (text, path) => {
    expect(repeatedMemberPath(text)).toBe(path);
  });

  test.each([
    '{"a":1,"b":{"a":1},"c":[{"a":1},{"a":2}]}',
    '{"a":"a","b":"\\"a\\":","c":"\\\\"}',
    '[1,"x",{"y":[]},{"y":{}}]',
    '"just a string"',
    '{}',
  ])('%s: none', (text) => {
    expect(repeatedMemberPath(text)).toBeUndefined();
  });

  test('never reports what JSON.stringify wrote, however nested (names are unique there)', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(repeatedMemberPath(JSON.stringify(value))).toBeUndefined();
      expect(repeatedMemberPath(JSON.stringify(value, null, 2))).toBeUndefined();
    }), { numRuns: 500 });
  });

  test('finds a member sent again at any depth of a generated object', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.nat(), (object, pick) => {
      const names = Object.keys(object);
      const name = names[pick % names.length] as string;
      const text = `{"outer":[0,${JSON.stringify(object).slice(0, -1)},${JSON.stringify(name)}:null}]}`;
      expect(repeatedMemberPath(text)).toBe(`outer[1].${name}`);
    }), { numRuns: 300 });
  });
});
