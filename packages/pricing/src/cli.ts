/** Entry of `pnpm price <product.json> <stay.json>` (see priceCommand.ts). */
import { readFileSync } from 'node:fs';
import { runPriceCommand } from './price-command.js';

const outcome = runPriceCommand(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.code;
