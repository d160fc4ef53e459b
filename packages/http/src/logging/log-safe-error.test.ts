import { describe, expect, test } from 'vitest';
import { createLogger } from './logger.js';
import { logCapture } from '../testing/test-app.js';

const guest = { name: { firstName: 'Augusta', lastName: 'Byron' }, addresses: [{ addressLine1: '12 St James Square', city: 'Marylebone' }] };

/** A database error as drivers build them: the statement, its parameters and a detail naming a value. */
function databaseError(): Error {
  return Object.assign(new Error('invalid input syntax for type json: "Augusta Byron, 12 St James Square"'), {
    code: '22P02',
    detail: 'Token "Augusta" is invalid.',
    where: 'JSON data, line 1: {"guest":{"name":{"firstName":"Augusta"',
    query: 'INSERT INTO reservations (conf_number, record) VALUES ($1, $2)',
    params: ['1234567890', JSON.stringify({ guest })],
    internalQuery: 'Marylebone',
  });
}

describe('attack: a database error carrying a reservation logs no guest detail at any level', () => {
  test.each(['trace', 'debug', 'info', 'warn', 'error'] as const)('level %s', (level) => {
    const { capture, stream } = logCapture();
    const logger = createLogger(level, stream);
    logger[level]({ err: databaseError() }, 'unexpected fault');
    logger[level]({ error: databaseError(), guest, record: { guest }, pending: { guest } }, 'other shapes');
    const text = capture.text();
    expect(text).toContain('22P02');
    expect(text).toContain('invalid input syntax for type json');
    for (const detail of ['Augusta', 'Byron', 'St James', 'Marylebone']) expect(text).not.toContain(detail);
  });

  test('the stack keeps its code locations', () => {
    const { capture, stream } = logCapture();
    createLogger('info', stream).error({ err: new Error('boom') }, 'x');
    const [line] = capture.lines as [{ err: { stack: string; type: string; message: string } }];
    expect(line.err).toMatchObject({ type: 'Error', message: 'boom' });
    expect(line.err.stack).toMatch(/\n\s+at /);
  });
});
