/** The README tables, generated from the rule cases and the notification codes. */
import { NOTIFICATION_CODES } from '../src/index.js';
import { RULE_CASES } from '../src/arbitraries/rule-cases.js';

const KIND_TEXT = { shop: 'validateShopRequest', propertyShop: 'validatePropertyShopRequest', create: "validateReservation create", modify: "validateReservation modify", cancel: 'validateCancelRequest', confirm: 'validateConfirmRequest', token: 'validateTokenRequest' } as const;

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** Markdown table: every rule, its code, the field path reported, and the test. */
export function ruleTable(): string {
  const rows = RULE_CASES.map((c) => `| ${cell(c.rule)} | ${KIND_TEXT[c.kind]} | \`${c.code}\` | \`${cell(c.field) || '(body)'}\` | rules.test.ts › ${cell(c.rule)} |`);
  return ['| rule | entry point | code | field reported | test |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** Markdown table of every notification code. */
export function codeTable(): string {
  const rows = Object.entries(NOTIFICATION_CODES).map(([code, c]) => `| \`${code}\` | ${c.ota ?? '—'} | ${cell(c.meaning)} |`);
  return ['| code | otaErrorCode | meaning |', '|---|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README lacks the ${name} markers`);
  return `${text.slice(0, a + start.length)}\n${content}\n${text.slice(b)}`;
}

/** `readme` with both generated tables replaced by their current content. */
export function readmeWithTables(readme: string): string {
  return replaceBetween(replaceBetween(readme, 'rules', ruleTable()), 'codes', codeTable());
}
