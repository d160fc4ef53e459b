/**
 * The catalog loader: already-parsed files in, a checked {@link Catalog} or every error out.
 * Pure: the caller reads the directory and parses the JSON; errors name the file and the field
 * (`ratePlans[2].cancellation.localTime`).
 *
 * Two passes per file. First its shape, against the catalog format of `catalog-file.ts` (the
 * same schemas that give the types and `catalog.schema.json`). Then, for a file of the right
 * shape, the rules a schema cannot state: known codes, real dates in ascending order, amounts no
 * finer than the property currency, unique codes, ruleIds and bookingCodes, derived plans on a
 * non-derived base, `appliedToRuleId` naming an earlier tax. Every problem of a pass is reported.
 */
import { currencyMinorUnits, dayNumberOf } from '@direct-connect/pricing';
import type { Catalog, Product, Property } from './catalog.js';
import { bookingCodeOf, productKey } from './catalog.js';
import { zoneLocalDate } from '../calendar/zone-local-date.js';
import type {
  CatalogAmount,
  CatalogPropertyFile,
  CatalogRatePlan,
  CatalogRates,
  CatalogServiceChargeRule,
  CatalogTaxRule,
} from './catalog-file.js';
import { CatalogFileSchema } from './catalog-file.js';
import { rateProductOf, type ProductSource } from './rate-product-of.js';
import { schemaProblems } from './schema-problems.js';
import { decimalPlacesOf, isAbove, isZero } from './catalog-decimal.js';

/** One problem of a catalog file. */
export interface CatalogError {
  file: string;
  /** Path of the field inside the file, e.g. `rates[3].rates[0].childRates`; empty for the whole file. */
  field: string;
  message: string;
}

/** Result of {@link loadCatalog}. */
export type LoadCatalogResult = { ok: true; catalog: Catalog } | { ok: false; errors: CatalogError[] };

/** Collects errors for one file while reading it. */
interface Reader {
  file: string;
  errors: CatalogError[];
}

function fail(r: Reader, field: string, message: string): void {
  r.errors.push({ file: r.file, field, message });
}

/** A real calendar date YYYY-MM-DD, read as the engine and the shop read it. */
function isRealDate(s: string): boolean {
  return dayNumberOf(s) !== undefined;
}

/** A money amount may be no finer than the currency's minor units. */
function money(r: Reader, v: CatalogAmount | undefined, field: string, minorUnits: number): void {
  if (v !== undefined && decimalPlacesOf(v) > minorUnits) fail(r, field, `${String(v)} is finer than the currency allows (${minorUnits} decimal place(s))`);
}

/** The most decimal places of a percent (14.975 % has 3; a third, 33.333333 %, 6). */
const PERCENT_DECIMALS = 6;

/**
 * A percent (a tax or service charge of type percent or sum, a deposit or commission percent, a
 * percent discount): 0 to `max`, 100 unless it may add more than the amount it is taken from (a
 * percentAdd discount, up to 1000: ten times the base rate), with at most
 * {@link PERCENT_DECIMALS} decimal places (README "Catalog", decisions "percents and exchange
 * rates" and "bounds of the catalog's numbers"). Compared exactly: the format cannot bound
 * decimal text.
 */
function percent(r: Reader, v: CatalogAmount, field: string, max = 100n, what = 'a percent'): void {
  if (isAbove(v, max)) fail(r, field, `${String(v)} is above ${max}: ${what} is from 0 to ${max}`);
  else percentPlaces(r, v, field);
}

/** A percent has at most {@link PERCENT_DECIMALS} decimal places. */
function percentPlaces(r: Reader, v: CatalogAmount, field: string): void {
  if (decimalPlacesOf(v) > PERCENT_DECIMALS) fail(r, field, `${String(v)} has more than ${PERCENT_DECIMALS} decimal places: a percent has at most ${PERCENT_DECIMALS}`);
}

/** The largest exchange rate a catalog may hold (README "Catalog", decision "percents and exchange rates"). */
const MAX_EXCHANGE_RATE = 10_000_000n;
/** The most decimal places of an exchange rate. */
const EXCHANGE_RATE_DECIMALS = 12;

/** An exchange rate: above 0, at most {@link MAX_EXCHANGE_RATE}, at most {@link EXCHANGE_RATE_DECIMALS} decimal places. */
function exchangeRate(r: Reader, v: CatalogAmount, field: string): void {
  if (isZero(v)) fail(r, field, `${String(v)} is not an exchange rate: it must be above 0`);
  else if (isAbove(v, MAX_EXCHANGE_RATE)) fail(r, field, `${String(v)} is above ${MAX_EXCHANGE_RATE}, the largest exchange rate a catalog may hold`);
  else if (decimalPlacesOf(v) > EXCHANGE_RATE_DECIMALS) fail(r, field, `${String(v)} has more than ${EXCHANGE_RATE_DECIMALS} decimal places`);
}

/** Dated entries: real dates, each after the one before. */
function datedList(r: Reader, items: readonly { effectiveDate: string }[], path: string): void {
  items.forEach((item, i) => {
    const field = `${path}[${i}].effectiveDate`;
    if (!isRealDate(item.effectiveDate)) fail(r, field, 'must be a real date YYYY-MM-DD');
    const previous = items[i - 1]?.effectiveDate;
    if (previous !== undefined && !(previous < item.effectiveDate)) fail(r, field, `must be after the previous entry's effectiveDate ${previous}`);
  });
}

function unique<T>(r: Reader, items: readonly T[], key: (t: T) => unknown, path: (i: number) => string, what: string): void {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const k = key(item);
    if (k === undefined) return;
    if (seen.has(k)) fail(r, path(i), `duplicate ${what} ${String(k)}`);
    seen.add(k);
  });
}

/** A rule's id: its `ruleId`, or its 1-based list position when it has none (as pricing numbers it). */
function ruleIdOf(rule: { ruleId?: number }, index: number): number {
  return rule.ruleId ?? index + 1;
}

function checkRules(r: Reader, rules: readonly (CatalogTaxRule | CatalogServiceChargeRule)[], path: string, minorUnits: number): void {
  const ids = rules.map(ruleIdOf);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) < i) fail(r, `${path}[${i}].ruleId`, `duplicate ruleId ${id} (a rule without a ruleId is numbered by its list position)`);
  });
  rules.forEach((rule, i) => {
    const field = `${path}[${i}]`;
    if (rule.type === 'flat') money(r, rule.amount, `${field}.amount`, minorUnits);
    else percent(r, rule.amount, `${field}.amount`);
    if (!('appliedToRuleId' in rule) || rule.appliedToRuleId === undefined) return;
    if (rule.type !== 'sum') fail(r, `${field}.appliedToRuleId`, 'is allowed only on a sum tax');
    else if (!ids.slice(0, i).includes(rule.appliedToRuleId)) {
      fail(r, `${field}.appliedToRuleId`, `must name an earlier tax of the same list (no rule ${rule.appliedToRuleId} before it)`);
    }
  });
}

function checkChildAgeRanges(r: Reader, file: CatalogPropertyFile): void {
  const ranges = file.childAgeRanges ?? [];
  if (file.ageBasedPricing && ranges.length === 0) fail(r, 'childAgeRanges', 'are required when ageBasedPricing is true');
  let previousEnd = -1;
  ranges.forEach((range, i) => {
    const path = `childAgeRanges[${i}]`;
    if (range.endChildAge < range.startChildAge) fail(r, `${path}.endChildAge`, 'must not be below startChildAge');
    if (range.startChildAge <= previousEnd) fail(r, `${path}.startChildAge`, 'ranges must go youngest to oldest without overlapping');
    if (range.endChildAge >= file.adultAge) fail(r, `${path}.endChildAge`, `must be below adultAge ${file.adultAge}`);
    previousEnd = range.endChildAge;
  });
}

function checkRatePlan(r: Reader, plan: CatalogRatePlan, path: string, plans: ReadonlyMap<string, CatalogRatePlan>, minorUnits: number): void {
  if (plan.clientIdRequired === true && (plan.clientIds ?? []).length === 0) fail(r, `${path}.clientIds`, 'must list at least one client id when clientIdRequired');
  if (plan.deposit.type === 'flat') money(r, plan.deposit.amount, `${path}.deposit.amount`, minorUnits);
  if (plan.deposit.type === 'percent') percent(r, plan.deposit.amount, `${path}.deposit.amount`);
  if (plan.commission?.commissionType === 'amount') money(r, plan.commission.commissionAmount, `${path}.commission.commissionAmount`, minorUnits);
  if (plan.commission?.commissionType === 'percent') percent(r, plan.commission.commissionAmount, `${path}.commission.commissionAmount`);
  const derived = plan.derivedFrom;
  if (derived === undefined) return;
  const base = plans.get(derived.ratePlanCode);
  const field = `${path}.derivedFrom.ratePlanCode`;
  if (derived.ratePlanCode === plan.ratePlanCode) fail(r, field, 'a rate plan cannot be derived from itself');
  else if (base === undefined) fail(r, field, `unknown rate plan ${derived.ratePlanCode}`);
  else if (base.derivedFrom !== undefined) fail(r, field, `${derived.ratePlanCode} is itself derived; derive from a plan with rates of its own`);
  const discount = `${path}.derivedFrom.discount.amount`;
  if (derived.discount.type === 'amountOff' || derived.discount.type === 'amountAdd') money(r, derived.discount.amount, discount, minorUnits);
  else if (derived.discount.type === 'percentAdd') percent(r, derived.discount.amount, discount, 1000n, 'a percentAdd discount');
  else percentPlaces(r, derived.discount.amount, discount); // percentOff: pricing refuses one above 100, naming this field
}

const RATE_AMOUNT_KEYS = ['rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'cribRate', 'rollawayRate'] as const;

function checkRates(r: Reader, entry: CatalogRates, path: string, file: CatalogPropertyFile, plans: ReadonlyMap<string, CatalogRatePlan>, minorUnits: number): void {
  if (!file.roomTypes.some((rt) => rt.roomTypeCode === entry.roomTypeCode)) fail(r, `${path}.roomTypeCode`, `unknown room type ${entry.roomTypeCode}`);
  const plan = plans.get(entry.ratePlanCode);
  if (plan === undefined) fail(r, `${path}.ratePlanCode`, `unknown rate plan ${entry.ratePlanCode}`);
  else if (plan.derivedFrom !== undefined) {
    fail(r, `${path}.ratePlanCode`, `${entry.ratePlanCode} is derived from ${plan.derivedFrom.ratePlanCode}: its rates are ${plan.derivedFrom.ratePlanCode}'s with its discount, not rates of its own`);
  }
  datedList(r, entry.rates, `${path}.rates`);
  const ranges = file.childAgeRanges?.length ?? 0;
  entry.rates.forEach((rate, i) => {
    const rpath = `${path}.rates[${i}]`;
    for (const key of RATE_AMOUNT_KEYS) money(r, rate[key], `${rpath}.${key}`, minorUnits);
    if (rate.rate1Person === undefined && rate.rate2Person === undefined) fail(r, `${rpath}.rate1Person`, 'rate1Person or rate2Person is required');
    if (file.ageBasedPricing) {
      if (rate.childRates?.length !== ranges) fail(r, `${rpath}.childRates`, `must hold one rate per child age range (${ranges})`);
      else rate.childRates.forEach((v, j) => money(r, v, `${rpath}.childRates[${j}]`, minorUnits));
    } else if (rate.childRates !== undefined) {
      fail(r, `${rpath}.childRates`, 'must be absent when the property does not use age-based pricing');
    }
  });
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The products of a file: every rates entry, and every derived plan on each entry of its base. */
interface ProductEntry {
  roomTypeCode: string;
  ratePlanCode: string;
  entry: CatalogRates;
  /** Where the product is declared: its rates entry, or the derived plan's `derivedFrom`. */
  path: string;
  source: ProductSource;
}

function productEntries(file: CatalogPropertyFile): ProductEntry[] {
  const planPath = (code: string) => `ratePlans[${file.ratePlans.findIndex((p) => p.ratePlanCode === code)}]`;
  const own = file.rates.map((entry, i): ProductEntry => ({
    roomTypeCode: entry.roomTypeCode, ratePlanCode: entry.ratePlanCode, entry, path: `rates[${i}]`,
    source: { ratesPath: `rates[${i}]`, ratePlanPath: planPath(entry.ratePlanCode) },
  }));
  const derived = file.ratePlans.flatMap((plan, j) => {
    const base = plan.derivedFrom?.ratePlanCode;
    if (base === undefined) return [];
    return own.filter((p) => p.ratePlanCode === base).map((p): ProductEntry => ({
      ...p, ratePlanCode: plan.ratePlanCode, path: `ratePlans[${j}].derivedFrom`, source: { ratesPath: p.source.ratesPath, ratePlanPath: `ratePlans[${j}]` },
    }));
  });
  return [...own, ...derived];
}

/** The rules of a well-formed file that its schema cannot state. */
function checkConsistency(r: Reader, file: CatalogPropertyFile): void {
  if (!isTimeZone(file.timeZone)) fail(r, 'timeZone', `${file.timeZone} is not an IANA time zone`);
  const minorUnits = currencyMinorUnits(file.currencyCode);
  if (minorUnits === undefined) return fail(r, 'currencyCode', `${file.currencyCode} is not an ISO 4217 currency code with a minor unit`);
  checkChildAgeRanges(r, file);
  datedList(r, file.taxPeriods, 'taxPeriods');
  file.taxPeriods.forEach((p, i) => checkRules(r, p.taxes, `taxPeriods[${i}].taxes`, minorUnits));
  const chargePeriods = file.serviceChargePeriods ?? [];
  datedList(r, chargePeriods, 'serviceChargePeriods');
  chargePeriods.forEach((p, i) => checkRules(r, p.charges, `serviceChargePeriods[${i}].charges`, minorUnits));
  for (const [code, rate] of Object.entries(file.exchangeRates ?? {})) {
    if (currencyMinorUnits(code) === undefined) fail(r, `exchangeRates.${code}`, `${code} is not an ISO 4217 currency code with a minor unit`);
    else exchangeRate(r, rate, `exchangeRates.${code}`);
  }
  unique(r, file.clientAccounts ?? [], (ca) => ca.clientId, (i) => `clientAccounts[${i}].clientId`, 'client account');
  unique(r, file.roomTypes, (rt) => rt.roomTypeCode, (i) => `roomTypes[${i}].roomTypeCode`, 'room type');
  file.roomTypes.forEach((rt, i) => datedList(r, rt.inventory, `roomTypes[${i}].inventory`));
  unique(r, file.ratePlans, (rp) => rp.ratePlanCode, (i) => `ratePlans[${i}].ratePlanCode`, 'rate plan');
  const plans = new Map(file.ratePlans.map((rp) => [rp.ratePlanCode, rp]));
  file.ratePlans.forEach((rp, i) => checkRatePlan(r, rp, `ratePlans[${i}]`, plans, minorUnits));
  file.rates.forEach((entry, i) => checkRates(r, entry, `rates[${i}]`, file, plans, minorUnits));
  const seenProducts = new Map<string, string>();
  const seenBookingCodes = new Map<string, string>();
  for (const { roomTypeCode, ratePlanCode, path } of productEntries(file)) {
    const key = productKey(roomTypeCode, ratePlanCode);
    const first = seenProducts.get(key);
    if (first !== undefined) fail(r, path, `duplicate rates for ${key} (first at ${first})`);
    seenProducts.set(key, path);
    const code = bookingCodeOf(roomTypeCode, ratePlanCode);
    const other = seenBookingCodes.get(code);
    if (other !== undefined && other !== key) fail(r, path, `bookingCode ${code} of ${key} is also the bookingCode of ${other}`);
    seenBookingCodes.set(code, key);
  }
}

function byCode<T>(items: readonly T[], code: (t: T) => string): Map<string, T> {
  return new Map(items.map((t) => [code(t), t]));
}

/** The property of a consistent file, or undefined after reporting why pricing refused a product. */
function propertyOf(r: Reader, file: CatalogPropertyFile): Property | undefined {
  const roomTypes = byCode(file.roomTypes, (rt) => rt.roomTypeCode);
  const ratePlans = byCode(file.ratePlans, (rp) => rp.ratePlanCode);
  const products: Product[] = [];
  const before = r.errors.length;
  for (const { roomTypeCode, ratePlanCode, entry, source } of productEntries(file)) {
    const roomType = roomTypes.get(roomTypeCode);
    const ratePlan = ratePlans.get(ratePlanCode);
    if (roomType === undefined || ratePlan === undefined) continue; // reported by checkConsistency
    const prepared = rateProductOf(file, roomType, ratePlan, entry, source);
    if (!prepared.ok) {
      // A field every product shares (a tax, the age ranges, a derived plan's discount) is refused
      // by each product built from it: the editor is told once.
      if (!r.errors.some((e) => e.field === prepared.field && e.message === prepared.message)) fail(r, prepared.field, prepared.message);
      continue;
    }
    products.push({ roomType, ratePlan, rateProduct: prepared.rateProduct, bookingCode: bookingCodeOf(roomTypeCode, ratePlanCode) });
  }
  if (r.errors.length > before) return undefined;
  products.sort((a, b) => a.roomType.roomDisplayOrder - b.roomType.roomDisplayOrder || a.ratePlan.ratePlanOrder - b.ratePlan.ratePlanOrder);
  return {
    file,
    roomTypes,
    ratePlans,
    clientAccounts: byCode(file.clientAccounts ?? [], (ca) => ca.clientId),
    products,
    productByCodes: byCode(products, (p) => productKey(p.roomType.roomTypeCode, p.ratePlan.ratePlanCode)),
    productByBookingCode: byCode(products, (p) => p.bookingCode),
    localDate: zoneLocalDate(file.timeZone),
  };
}

/**
 * Checks already-parsed catalog files (`{ fileName: parsed JSON }`, one property per file) and
 * builds the catalog, preparing every product for pricing once. Every problem of every file is
 * reported, each naming file and field. The input is not mutated; the catalog keeps structured
 * clones of the files.
 */
export function loadCatalog(files: Readonly<Record<string, unknown>>): LoadCatalogResult {
  const errors: CatalogError[] = [];
  const properties = new Map<string, Property>();
  const fileOf = new Map<string, string>();
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    return { ok: false, errors: [{ file: '', field: '', message: 'the catalog must be an object of parsed files by file name ({ "NYCDC.json": {...} })' }] };
  }
  const names = Object.keys(files).sort();
  if (names.length === 0) return { ok: false, errors: [{ file: '', field: '', message: 'the catalog has no property file' }] };
  for (const name of names) {
    const reader: Reader = { file: name, errors };
    const raw = files[name];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      fail(reader, '', 'must be a JSON object (one property)');
      continue;
    }
    const problems = schemaProblems(CatalogFileSchema, raw);
    problems.forEach((p) => fail(reader, p.field, p.message));
    if (problems.length > 0) continue;
    const file = structuredClone(raw) as CatalogPropertyFile;
    const before = errors.length;
    checkConsistency(reader, file);
    if (errors.length > before) continue;
    const first = fileOf.get(file.propCode);
    if (first !== undefined) {
      fail(reader, 'propCode', `${file.propCode} is already defined in ${first}`);
      continue;
    }
    fileOf.set(file.propCode, name);
    const property = propertyOf(reader, file);
    if (property) properties.set(file.propCode, property);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, catalog: { properties } };
}
