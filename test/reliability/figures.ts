/**
 * Figures the reliability suites measured, printed as one `RELIABILITY <name> <json>` line each
 * (RELIABILITY.md quotes them) and appended to the file named by RELIABILITY_FIGURES when set.
 */
import { appendFileSync } from 'node:fs';

/** Prints (and optionally records) one named set of figures. */
export function reportFigures(name: string, figures: Record<string, unknown>): void {
  const line = `RELIABILITY ${name} ${JSON.stringify(figures)}`;
  console.log(line);
  const file = process.env.RELIABILITY_FIGURES;
  if (file) appendFileSync(file, `${line}\n`);
}
