/**
 * A third presentation of a priced stay, for the shop's reply: the totals as JSON numbers (as
 * `priceStayAsNumbers` gives them) and the rate details already written as the JSON
 * text of spec RateDetail entries, so that a shop reply is written as text instead of building
 * hundreds of objects per room rate and serializing them. The fixed parts of that text (a rate
 * entry's table figures, a charge rule's fields around its `total`) are written once when the
 * product is prepared, with `JSON.stringify` of the very objects the number presentation builds,
 * so the text is byte for byte `JSON.stringify` of the shop's rate details (tested).
 *
 * Measured: the served varied single-property shop (16 room rates, about 62 KB of JSON) spent
 * 20 % of its CPU in JSON.stringify and Buffer.from and 3 % in the number presentation; see the
 * hotel's room-rate-json.ts for the figure of the whole path.
 */
import type { Calculator } from './calculator.js';
import { isoDateOf } from './calendar-date.js';
import { depositMinorUnits } from './deposit-amount.js';
import type { StayFigures } from './evaluate-stay.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedProduct } from './prepare-rate-product.js';
import { chargeDetailNumbers, jsonNumber, type TableFigures } from './present-priced-stay.js';
import type { AsNumbersOptions, ChargeDetail, PricedStayNumbers } from './types.js';

/** A priced stay for the shop's JSON reply: {@link PricedStayNumbers} with its charge totals and rate details as JSON text. */
export interface PricedStayJson extends Omit<PricedStayNumbers, 'rateDetails' | 'chargeTotals'> {
  /**
   * The JSON array of spec chargeTotals entries (`[{"category":…,"categoryType":…,"total":…},…]`):
   * `JSON.stringify` of {@link PricedStayNumbers.chargeTotals} for the same stay.
   */
  chargeTotalsJson: string;
  /**
   * The JSON array of spec RateDetail (shop) of every rate period, in pieces to be joined:
   * effectiveDate, the table's figures (rate1Person .. extraPersonRate and childRates unless the
   * period is overridden), extraChildRate, cribRate, rollawayRate and chargeDetails, absent
   * figures left out. In pieces because a reply joined once from flat pieces costs less than one
   * concatenated piece by piece: V8 keeps a concatenation as a tree of thousands of small
   * strings, which serializing to UTF-8 then walks (measured in prop-dc-shop-json.ts). The
   * pieces are few: between two totals of chargeDetails one text prepared with the product, no
   * empty piece; how the text is cut is not part of the contract.
   */
  rateDetailsJson: string[];
  /**
   * The JSON number texts of the room rate's totals: each `String` of the number of the same name
   * above, written from its minor units rather than from the double.
   */
  totalsJson: PricedStayTotalsJson;
  /** The first rate period's table cribRate (RoomRate states it). */
  cribRate: number | undefined;
  /** The first rate period's table rollawayRate. */
  rollawayRate: number | undefined;
}

/** The totals a shop's RoomRate states, as JSON number texts (see {@link PricedStayJson.totalsJson}). */
export interface PricedStayTotalsJson {
  readonly rateAmount: string;
  readonly amountBeforeTax: string;
  readonly amountAfterTax: string;
  readonly amountWithFees: string;
  readonly averageRate: string;
  readonly averageRateAfterFees: string;
  readonly averageRateAfterTax: string;
  readonly totalTaxes: string;
  readonly totalServiceCharges: string;
  readonly merchantTotalAmount: string;
}

/** JSON text of a rate entry's table figures, each piece a run of `,"key":value` members (empty when none is present). */
export interface TableJson {
  /** rate1Person .. rate4Person and extraPersonRate. */
  readonly persons: string;
  /** childRates. */
  readonly childRates: string;
  /** cribRate and rollawayRate. */
  readonly beds: string;
  /** {@link persons}, {@link childRates} and {@link beds} as one text: a period shown from the table, without children. */
  readonly shown: string;
  /** {@link childRates} and {@link beds} as one text: what follows a period's extraChildRate. */
  readonly tail: string;
  /**
   * cribRate and rollawayRate as numbers (a RoomRate states the first period's), kept beside the
   * texts the rate details read so that pricing a stay reads no other object of the entry.
   */
  readonly cribRate: number | undefined;
  readonly rollawayRate: number | undefined;
}

/**
 * The {@link TableJson} of each of a product's rate entries, member by member: each member an array
 * in rate entry order. A stay's rate details read the texts of a few entries of a year of them; read
 * from each entry's own objects, scattered over the heap, each read missed the CPU caches (the
 * texts themselves are only read when the reply is joined).
 */
export interface RateTablesJson {
  readonly persons: readonly string[];
  readonly childRates: readonly string[];
  readonly beds: readonly string[];
  readonly shown: readonly string[];
  readonly tail: readonly string[];
  readonly cribRate: ReadonlyArray<number | undefined>;
  readonly rollawayRate: ReadonlyArray<number | undefined>;
}

/** The {@link RateTablesJson} of rate entries' {@link TableJson}s. */
export function rateTablesJsonOf(tables: readonly TableJson[]): RateTablesJson {
  return {
    persons: tables.map((t) => t.persons),
    childRates: tables.map((t) => t.childRates),
    beds: tables.map((t) => t.beds),
    shown: tables.map((t) => t.shown),
    tail: tables.map((t) => t.tail),
    cribRate: tables.map((t) => t.cribRate),
    rollawayRate: tables.map((t) => t.rollawayRate),
  };
}

/** A charge rule's chargeDetails entry as JSON text, before and after its `total`'s number. */
export interface ChargeDetailJson {
  /** `{"category":…,"categoryType":…,"sequence":…,"total":` */
  readonly beforeTotal: string;
  /** `,"amount":…` and the rest of the entry, with its closing brace. */
  readonly afterTotal: string;
}

/**
 * The constant JSON text between the totals of a rate detail's chargeDetails, per rule version
 * (index: the fee versions, then the tax versions), written once when the product is prepared:
 * a period's chargeDetails is then its totals' numbers with one prepared piece between each two,
 * instead of four pieces per entry (`,`, the text before its total, the total, the text after).
 * Every piece is a flat string.
 *
 * Measured (2026-11-25, 800 varied NYCDC product-stays, each reply's pieces copied into one array
 * and joined per 16 as the shop does, interleaved in one process, medians of 200 rounds): 0.864 x
 * the pieces of four per entry (A/A 0.965); pricing alone, without the join, the same (0.996).
 * Each piece joined cost about 50 ns. A total and the text after it as one concatenated piece
 * instead of two read 0.980 x (A/A 1.007): not kept, within the noise.
 */
export interface ChargeDetailsJson {
  /** `,"chargeDetails":[` and the text of version k before its total. */
  readonly open: readonly string[];
  /** The text of version k after its total, `,` and the text of version k + 1 before its total. */
  readonly next: readonly string[];
  /** `,` and the text of version k before its total (after an entry other than version k - 1's). */
  readonly between: readonly string[];
  /** The text of version k after its total, and `]}` closing the chargeDetails and the rate detail. */
  readonly close: readonly string[];
}

/** The {@link ChargeDetailsJson} of a product's rule versions, fee versions first, then tax versions. */
export function chargeDetailsJsonOf(versions: readonly ChargeDetailJson[]): ChargeDetailsJson {
  const flat = (...texts: string[]): string => texts.join('');
  return {
    open: versions.map((v) => flat(',"chargeDetails":[', v.beforeTotal)),
    next: versions.map((v, k) => (k + 1 < versions.length ? flat(v.afterTotal, ',', (versions[k + 1] as ChargeDetailJson).beforeTotal) : '')),
    between: versions.map((v) => flat(',', v.beforeTotal)),
    close: versions.map((v) => flat(v.afterTotal, ']}')),
  };
}

/**
 * The JSON text of a chargeTotals entry before its total's number: `JSON.stringify` of the entry
 * as the number presentation builds it, up to its last member; written once per category when the
 * product is prepared. Measured (2026-11-25, a room rate's six NYCDC charge totals, CPU medians of
 * 15 interleaved rounds in one process): 1.4 µs as text against 3.6 µs as objects and
 * `JSON.stringify`, about 35 µs of a 16-rate shop.
 */
export function chargeTotalHeadOf(category: PreparedProduct['categories'][number]): string {
  return `{"category":${JSON.stringify(category.category)},"categoryType":${JSON.stringify(category.categoryType)},"total":`;
}

/** Fraction texts of 0 .. 10^digits - 1 minor units, trailing zeros trimmed, for up to {@link TEXT_DIGITS} digits (built on first use). */
const fractions: (string[] | undefined)[] = [];
/** The most currency digits whose fractions are tabled (ISO 4217 has at most 4). */
const TEXT_DIGITS = 4;

function fractionsOf(digits: number): string[] {
  let table = fractions[digits];
  if (table === undefined) {
    const p = 10 ** digits;
    table = [];
    for (let f = 0; f < p; f++) table.push(f === 0 ? '' : `.${String(f).padStart(digits, '0').replace(/0+$/, '')}`);
    fractions[digits] = table;
  }
  return table;
}

/**
 * `String(jsonNumber(calc, minorUnits, digits))`, the JSON text of an amount, written from its
 * integer minor units: the whole units and the fraction's digits (trailing zeros trimmed) instead
 * of the double's shortest round-trip digits, which cost more. The same text: below 10^15 minor
 * units the amount has at most 15 significant digits, so it is the shortest decimal that reads
 * back as its double (property-tested); other amounts, more digits or the bigint path take
 * `String(jsonNumber(…))`.
 *
 * Measured (2026-11-25): on the 364 charge totals of an average varied NYCDC
 * shop (their minor units taken from real replies), 33–49 ns a value against 84–123 ns for
 * `String(m / 100)`, about 19–27 µs of a shop; the whole in-process shop, interleaved A/B in both
 * load orders, read 0.985 x (within that tool's noise of about ±4 %).
 */
export function jsonNumberText<T>(calc: Calculator<T>, minorUnits: T, digits: number): string {
  if (typeof minorUnits !== 'number' || digits > TEXT_DIGITS || !(minorUnits < 1e15 && minorUnits > -1e15) || !Number.isInteger(minorUnits)) {
    return String(jsonNumber(calc, minorUnits, digits));
  }
  if (digits === 0) return String(minorUnits);
  const p = POW10[digits] as number;
  const units = minorUnits < 0 ? -minorUnits : minorUnits;
  // The whole units by one division, floored: units < 10^15 and p <= 10^4, so a quotient that is
  // not an integer is at least 1/p below the next one, more than the double's spacing there; the
  // fraction is then an exact subtraction. (`units % p` on a double is a call to fmod: measured
  // 70-80 ns a value against 40-55 ns this way, on 4,000 amounts of the shop's range.)
  const whole = Math.floor(units / p);
  const text = `${whole}${fractionsOf(digits)[units - whole * p] as string}`;
  return minorUnits < 0 ? `-${text}` : text;
}

/** 10^digits for the tabled currency digits. */
const POW10 = [1, 10, 100, 1_000, 10_000];

/** The members of `object` as JSON text, each `,"key":value` (none for an object whose members are all undefined). */
function members(object: object): string {
  const text = JSON.stringify(object);
  return text === '{}' ? '' : `,${text.slice(1, -1)}`;
}

/** A rate entry's {@link TableJson}, from its table figures as numbers. */
export function tableJsonOf(table: TableFigures): TableJson {
  const n = table.numbers;
  const persons = members({ rate1Person: n.rate1Person, rate2Person: n.rate2Person, rate3Person: n.rate3Person, rate4Person: n.rate4Person, extraPersonRate: n.extraPersonRate });
  const childRates = members({ childRates: n.childRates });
  const beds = members({ cribRate: n.cribRate, rollawayRate: n.rollawayRate });
  return {
    persons,
    childRates,
    beds,
    shown: [persons, childRates, beds].join(''),
    tail: [childRates, beds].join(''),
    cribRate: n.cribRate,
    rollawayRate: n.rollawayRate,
  };
}

/** The JSON text of a charge rule's chargeDetails entry around its total (see {@link ChargeDetailJson}). */
export function chargeDetailJsonOf(detail: Omit<ChargeDetail, 'total'>, amount: number): ChargeDetailJson {
  // The entry as the number presentation builds it, with a total of 0: its members before
  // `total` are category, categoryType and sequence, so `,"total":0,` first occurs there (a quote
  // inside a JSON string is always escaped).
  const text = JSON.stringify(chargeDetailNumbers(detail, 0, amount));
  const marker = ',"total":0,';
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`chargeDetails entry without a total: ${text}`);
  return { beforeTotal: text.slice(0, at + marker.length - 2), afterTotal: text.slice(at + marker.length - 1) };
}

/**
 * The shop's presentation of a priced stay: {@link PricedStayJson}. Its numbers equal
 * `presentPricedStayNumbers`'s, and `rateDetailsJson` is `JSON.stringify` of the shop's RateDetail
 * of each of its rate details (property-tested).
 */
export function presentPricedStayJson<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>, options: AsNumbersOptions): PricedStayJson {
  const digits = product.digits;
  let chargeTotalsJson = '[';
  for (let i = 0; i < figures.chargeTotals.length; i++) {
    const c = figures.chargeTotals[i] as StayFigures<T>['chargeTotals'][number];
    chargeTotalsJson += `${i === 0 ? '' : ','}${product.chargeTotalHeads[c.category] as string}${jsonNumberText(calc, c.total, digits)}}`;
  }
  chargeTotalsJson += ']';
  const first = figures.ratePeriods[0];
  const out: PricedStayJson = {
    currencyCode: product.currencyCode,
    lengthOfStay: plan.nights,
    childAges: plan.guests.childAges,
    amountBeforeTax: jsonNumber(calc, figures.amountBeforeTax, digits),
    totalServiceCharges: jsonNumber(calc, figures.totalServiceCharges, digits),
    totalTaxes: jsonNumber(calc, figures.totalTaxes, digits),
    amountWithFees: jsonNumber(calc, figures.amountWithFees, digits),
    amountAfterTax: jsonNumber(calc, figures.amountAfterTax, digits),
    averageRate: jsonNumber(calc, figures.averageRate, digits),
    averageRateAfterFees: jsonNumber(calc, figures.averageRateAfterFees, digits),
    averageRateAfterTax: jsonNumber(calc, figures.averageRateAfterTax, digits),
    rateAmount: jsonNumber(calc, figures.rateAmount, digits),
    extraBedTotal: jsonNumber(calc, figures.extraBedTotal, digits),
    guestTotalCostAfterTax: jsonNumber(calc, figures.guestTotalCostAfterTax, digits),
    rateChangeIndicator: figures.rateChangeIndicator,
    chargeTotalsJson,
    totalsJson: totalsJson(calc, figures, digits),
    rateDetailsJson: rateDetailsJson(calc, product, plan, figures),
    collectedOnPropertyTotal: jsonNumber(calc, figures.collectedOnPropertyTotal, digits),
    merchantTotalAmount: jsonNumber(calc, figures.merchantTotalAmount, digits),
    firstNightAfterTax: jsonNumber(calc, figures.firstNightAfterTax, digits),
    cribRate: first === undefined ? undefined : product.tablesJson.cribRate[first.rateIndex],
    rollawayRate: first === undefined ? undefined : product.tablesJson.rollawayRate[first.rateIndex],
  };
  if (options.deposit !== undefined && options.deposit.type !== 'none') {
    out.depositAmount = jsonNumber(calc, depositMinorUnits(calc, options.deposit, figures.amountAfterTax, figures.firstNightAfterTax, digits), digits);
  }
  return out;
}

/**
 * The {@link PricedStayTotalsJson} of a priced stay: ten texts from minor units, which cost less
 * than converting the ten doubles to their shortest digits (see {@link jsonNumberText}); the
 * shop's figure is in the hotel's room-rate-json.ts.
 */
function totalsJson<T>(calc: Calculator<T>, figures: StayFigures<T>, digits: number): PricedStayTotalsJson {
  const averageRate = jsonNumberText(calc, figures.averageRate, digits);
  return {
    rateAmount: figures.rateAmount === figures.averageRate ? averageRate : jsonNumberText(calc, figures.rateAmount, digits),
    amountBeforeTax: jsonNumberText(calc, figures.amountBeforeTax, digits),
    amountAfterTax: jsonNumberText(calc, figures.amountAfterTax, digits),
    amountWithFees: jsonNumberText(calc, figures.amountWithFees, digits),
    averageRate,
    averageRateAfterFees: jsonNumberText(calc, figures.averageRateAfterFees, digits),
    averageRateAfterTax: jsonNumberText(calc, figures.averageRateAfterTax, digits),
    totalTaxes: jsonNumberText(calc, figures.totalTaxes, digits),
    totalServiceCharges: jsonNumberText(calc, figures.totalServiceCharges, digits),
    merchantTotalAmount: jsonNumberText(calc, figures.merchantTotalAmount, digits),
  };
}

/**
 * The rate details of a priced stay as the JSON array of spec RateDetail (see
 * {@link PricedStayJson.rateDetailsJson}): per period its date, the table's texts, and its
 * chargeDetails as totals between the product's prepared texts ({@link ChargeDetailsJson}).
 */
function rateDetailsJson<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>): string[] {
  const digits = product.digits;
  const tables = product.tablesJson;
  const texts = product.chargeDetailsJson;
  const fees = product.versions.fee;
  const parts: string[] = [];
  const periods = figures.ratePeriods;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i] as StayFigures<T>['ratePeriods'][number];
    const shown = !p.overridden;
    parts.push(i === 0 ? '[{"effectiveDate":"' : ',{"effectiveDate":"', `${isoDateOf(plan.arrivalDay + p.start)}"`);
    // the table's members, with extraChildRate after the persons' rates (an overridden period shows only the beds)
    const rate = p.rateIndex;
    if (p.children === undefined) pushText(parts, (shown ? tables.shown[rate] : tables.beds[rate]) as string);
    else {
      if (shown) pushText(parts, tables.persons[rate] as string);
      parts.push(',"extraChildRate":', jsonNumberText(calc, p.children, digits));
      pushText(parts, (shown ? tables.tail[rate] : tables.beds[rate]) as string);
    }
    const details = p.chargeDetails;
    if (details.length === 0) {
      parts.push(',"chargeDetails":[]}');
      continue;
    }
    let last = -1;
    for (let j = 0; j < details.length; j++) {
      const d = details[j] as (typeof details)[number];
      const k = d.rule.categoryType === 'fee' ? d.rule.version : fees + d.rule.version;
      if (j === 0) parts.push(texts.open[k] as string);
      else if (k === last + 1) parts.push(texts.next[last] as string);
      else parts.push((details[j - 1] as (typeof details)[number]).rule.json.afterTotal, texts.between[k] as string);
      parts.push(jsonNumberText(calc, d.total, digits));
      last = k;
    }
    parts.push(texts.close[last] as string);
  }
  parts.push(periods.length === 0 ? '[]' : ']');
  return parts;
}

/** Appends `text` unless it is empty (a table member the entry does not have). */
function pushText(parts: string[], text: string): void {
  if (text !== '') parts.push(text);
}
