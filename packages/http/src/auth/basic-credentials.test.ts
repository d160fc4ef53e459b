import { describe, expect, test } from 'vitest';
import { basicCredentialsOf } from './basic-credentials.js';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('basicCredentialsOf', () => {
  test('reads the form-encoded id and secret of a Basic header, the scheme in any case', () => {
    expect(basicCredentialsOf(basic('acme-ota:s3cret'))).toEqual({ client_id: 'acme-ota', client_secret: 's3cret' });
    expect(basicCredentialsOf(` bAsIc   ${Buffer.from('a:b').toString('base64')} `)).toEqual({ client_id: 'a', client_secret: 'b' });
    // The secret may hold colons; encoded characters and + are decoded as in a form.
    expect(basicCredentialsOf(basic('id%3Ax:p:w+d%25é'))).toEqual({ client_id: 'id:x', client_secret: 'p:w d%é' });
    expect(basicCredentialsOf(basic('id:'))).toEqual({ client_id: 'id', client_secret: '' });
  });

  test('no header or another scheme: no credentials', () => {
    expect(basicCredentialsOf(undefined)).toBeUndefined();
    expect(basicCredentialsOf('Bearer abc')).toBeUndefined();
    expect(basicCredentialsOf('Basically abc')).toBeUndefined();
  });

  test('a Basic header that holds no id:secret is malformed', () => {
    for (const header of ['Basic', 'Basic ', 'Basic !!!!', 'Basic YWJj', 'Basic YQ', basic('no-colon'), basic('%zz:x'), `Basic ${Buffer.from([0x61, 0x3a, 0xff]).toString('base64')}`]) {
      expect(basicCredentialsOf(header)).toBe('malformed');
    }
  });
});
