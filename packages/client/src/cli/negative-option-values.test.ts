import { describe, expect, test } from 'vitest';
import { negativeOptionValuesJoined } from './negative-option-values.js';
import { runCli } from './run-cli.js';

const OPTIONS = { nights: { type: 'string' }, ages: { type: 'string' }, json: { type: 'boolean' } } as const;

describe('negative numbers as option values', () => {
  test('a value option followed by a negative number or list takes it as its value', () => {
    expect(negativeOptionValuesJoined(['shop', 'NYCDC', '--nights', '-1', '--ages', '-3,4'], OPTIONS)).toEqual(['shop', 'NYCDC', '--nights=-1', '--ages=-3,4']);
  });

  test('leaves options, boolean flags, written values and everything after -- alone', () => {
    expect(negativeOptionValuesJoined(['--nights', '--json'], OPTIONS)).toEqual(['--nights', '--json']);
    expect(negativeOptionValuesJoined(['--json', '-1'], OPTIONS)).toEqual(['--json', '-1']);
    expect(negativeOptionValuesJoined(['--nights=2', '-1'], OPTIONS)).toEqual(['--nights=2', '-1']);
    expect(negativeOptionValuesJoined(['--', '--nights', '-1'], OPTIONS)).toEqual(['--', '--nights', '-1']);
    expect(negativeOptionValuesJoined(['--nights', '-x'], OPTIONS)).toEqual(['--nights', '-x']);
  });

  test('`--nights -1` reaches the validators, which name the dates, instead of "needs a value"', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t), env: {}, fetch: () => Promise.reject(new Error('nothing is sent')) };
    const code = await runCli(['shop', 'NYCDC', '--arrive', '2027-03-10', '--nights', '-1', '--adults', '2', '--client-id', 'x', '--client-secret', 'y'], io);
    expect(err.join('\n')).not.toContain('needs a value');
    expect(err.join('\n')).toContain('departureDate (2027-03-09) must be after arrivalDate (2027-03-10)');
    expect([code, out]).toEqual([1, []]);
  });
});
