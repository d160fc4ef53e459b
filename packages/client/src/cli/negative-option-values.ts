/**
 * Negative numbers as option values. node:util's parseArgs refuses `--nights -1` as ambiguous
 * (the value could be an option), which read "option --nights needs a value" to a partner who had
 * given one; written `--nights=-1` it was read. A value option followed by a word that starts with
 * a dash and a digit is joined into that form, so the value reaches the validators, which name it
 * (`departureDate must be after arrivalDate`). No option of the command line starts with a digit.
 */

/** Option names that take a value (`type: 'string'`), as parseArgs' option table declares them. */
type OptionTable = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;

const NEGATIVE_NUMBER = /^-[0-9]/;

/** `argv` with each `--name -1` (a value option, then a negative number or list) as `--name=-1`. */
export function negativeOptionValuesJoined(argv: readonly string[], options: OptionTable): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return [...joined, ...argv.slice(i)];
    const next = argv[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && options[arg.slice(2)]?.type === 'string' && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}
