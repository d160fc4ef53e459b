import { formatBreakdown } from './format-breakdown.js';
import { priceStay } from './price-stay.js';
import { PricingInputError } from './pricing-input-error.js';
import type { RateProduct, StayRequest } from './types.js';

/** What the command prints and its exit code: 0 priced, 1 unavailable, 2 bad usage or bad file. */
export interface CommandOutcome {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const USAGE = 'usage: pnpm price <product.json> <stay.json>';

class FileProblem extends Error {}

/**
 * `pnpm price <product.json> <stay.json>`: prices the stay and returns the breakdown table, or a
 * message naming the file (and the field) that is wrong. File reading comes in as `readText` so
 * the command itself does no I/O.
 */
export function runPriceCommand(args: readonly string[], readText: (path: string) => string): CommandOutcome {
  if (args.length !== 2) return { code: 2, stdout: '', stderr: `${USAGE}\n` };
  const [productFile, stayFile] = args as [string, string];
  try {
    const product = readObject(productFile, readText, ['currencyCode', 'adultAge', 'rates']) as unknown as RateProduct;
    const stay = readObject(stayFile, readText, ['arrivalDate', 'departureDate', 'numAdults']) as unknown as StayRequest;
    let result;
    try {
      result = priceStay(product, stay);
    } catch (error) {
      if (error instanceof PricingInputError) throw new FileProblem(`${productFile}: ${error.message}`);
      throw error;
    }
    if (!result.ok) {
      const where = result.reason === 'invalidStay' ? `${stayFile}: ` : '';
      return { code: result.reason === 'invalidStay' ? 2 : 1, stdout: '', stderr: `${where}cannot price this stay (${result.reason}): ${result.message}\n` };
    }
    return { code: 0, stdout: formatBreakdown(stay, result.value), stderr: '' };
  } catch (error) {
    if (error instanceof FileProblem) return { code: 2, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
}

function readObject(file: string, readText: (path: string) => string, required: readonly string[]): Record<string, unknown> {
  let text: string;
  try {
    text = readText(file);
  } catch (error) {
    throw new FileProblem(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FileProblem(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FileProblem(`${file}: must hold a JSON object`);
  const missing = required.filter((k) => !(k in value));
  if (missing.length > 0) throw new FileProblem(`${file}: missing ${missing.join(', ')}`);
  return value as Record<string, unknown>;
}
