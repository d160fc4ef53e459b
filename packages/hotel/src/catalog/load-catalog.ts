/**
 * The catalog loader: already-parsed files in, a checked {@link Catalog} or every error out.
 * Pure: the caller reads the directory and parses the JSON; errors name the file and the field
 * (`ratePlans[2].cancellation.localTime`). Inconsistent catalogs are refused: a rate for an
 * unknown room type or rate plan, child rates that do not match the age ranges, amounts finer
 * than the property currency allows, duplicated codes, unsorted dated lists.
 */
import { currencyMinorUnits } from '@direct-connect/pricing';
import type { RateProduct } from '@direct-connect/pricing';
import type { Catalog, Product, Property } from './catalog.js';
import { bookingCodeOf, productKey } from './catalog.js';
import type {
  CatalogClientAccount,
  CatalogPropertyFile,
  CatalogRatePlan,
  CatalogRoomType,
} from './catalog-file.js';
import { CLIENT_TYPES, RATE_PLAN_CATEGORIES, ROOM_BED_TYPES } from './catalog-file.js';

/** One problem of a catalog file. */
export interface CatalogError {
  file: string;
  /** Path of the field inside the file, e.g. `rates[3].rates[0].childRates`; empty for the whole file. */
  field: string;
  message: string;
}

/** Result of {@link loadCatalog}. */
export type LoadCatalogResult = { ok: true; catalog: Catalog } | { ok: false; errors: CatalogError[] };

const CODE = /^[A-Z0-9]{2,6}$/;
const CHAIN = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const PROMO = /^[A-Z0-9]{1,6}$/;
const CLIENT_ID = /^[0-9]{1,22}$/;
const GUARANTEE_METHOD = /^[A-Z0-9]{2}$/;
const CHARGE_CATEGORY = /^[A-Z0-9]{3,30}$/;
const MEAL_PLAN = /^[A-Z0-9]$/;
const LOCAL_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const MAX_CHILD_AGE_RANGES = 6;

type Json = Record<string, unknown>;

/** Collects errors for one file while reading it. */
interface Reader {
  file: string;
  errors: CatalogError[];
}

function fail(r: Reader, field: string, message: string): undefined {
  r.errors.push({ file: r.file, field, message });
  return undefined;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRealDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}

function str(r: Reader, o: Json, key: string, path: string, opt: { pattern?: RegExp; optional?: boolean; oneOf?: readonly string[] } = {}): string | undefined {
  const v = o[key];
  const field = join(path, key);
  if (v === undefined) return opt.optional ? undefined : fail(r, field, 'is required');
  if (typeof v !== 'string' || v.length === 0) return fail(r, field, 'must be a non-empty string');
  if (opt.pattern && !opt.pattern.test(v)) return fail(r, field, `must match ${opt.pattern.source}`);
  if (opt.oneOf && !opt.oneOf.includes(v)) return fail(r, field, `must be one of ${opt.oneOf.join(', ')}`);
  return v;
}

function int(r: Reader, o: Json, key: string, path: string, opt: { min?: number; max?: number; optional?: boolean } = {}): number | undefined {
  const v = o[key];
  const field = join(path, key);
  if (v === undefined) return opt.optional ? undefined : fail(r, field, 'is required');
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(r, field, 'must be an integer');
  if (opt.min !== undefined && v < opt.min) return fail(r, field, `must be at least ${opt.min}`);
  if (opt.max !== undefined && v > opt.max) return fail(r, field, `must be at most ${opt.max}`);
  return v;
}

function bool(r: Reader, o: Json, key: string, path: string, optional = true): boolean | undefined {
  const v = o[key];
  if (v === undefined) return optional ? undefined : fail(r, join(path, key), 'is required');
  if (typeof v !== 'boolean') return fail(r, join(path, key), 'must be a boolean');
  return v;
}

function date(r: Reader, o: Json, key: string, path: string): string | undefined {
  const v = str(r, o, key, path);
  if (v !== undefined && !isRealDate(v)) return fail(r, join(path, key), 'must be a real date YYYY-MM-DD');
  return v;
}

function arr(r: Reader, o: Json, key: string, path: string, opt: { optional?: boolean; min?: number; max?: number } = {}): unknown[] | undefined {
  const v = o[key];
  const field = join(path, key);
  if (v === undefined) return opt.optional ? undefined : fail(r, field, 'is required');
  if (!Array.isArray(v)) return fail(r, field, 'must be an array');
  if (opt.min !== undefined && v.length < opt.min) return fail(r, field, `must have at least ${opt.min} item(s)`);
  if (opt.max !== undefined && v.length > opt.max) return fail(r, field, `must have at most ${opt.max} items`);
  return v;
}

function strings(r: Reader, o: Json, key: string, path: string, opt: { optional?: boolean; pattern?: RegExp; min?: number } = {}): string[] | undefined {
  const list = arr(r, o, key, path, opt);
  if (!list) return undefined;
  let ok = true;
  list.forEach((s, i) => {
    if (typeof s !== 'string' || s.length === 0 || (opt.pattern && !opt.pattern.test(s))) {
      ok = false;
      fail(r, join(join(path, key), i), opt.pattern ? `must be a string matching ${opt.pattern.source}` : 'must be a non-empty string');
    }
  });
  return ok ? (list as string[]) : undefined;
}

function objects(r: Reader, o: Json, key: string, path: string, opt: { optional?: boolean; min?: number; max?: number } = {}): [Json, string][] | undefined {
  const list = arr(r, o, key, path, opt);
  if (!list) return undefined;
  const out: [Json, string][] = [];
  list.forEach((item, i) => {
    const field = join(join(path, key), i);
    if (isObject(item)) out.push([item, field]);
    else fail(r, field, 'must be an object');
  });
  return out;
}

/** Decimal places of an amount (a JSON number is read as `String(n)`), or undefined when not a plain decimal. */
function decimals(v: unknown): number | undefined {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v : undefined;
  if (s === undefined || !DECIMAL.test(s)) return undefined;
  const fraction = s.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

function isNegative(v: unknown): boolean {
  return String(v).startsWith('-');
}

/** An amount (number or decimal string), >= 0, and when `minorUnits` is given, no finer than it. */
function amountValue(r: Reader, v: unknown, field: string, minorUnits: number | undefined): boolean {
  const places = decimals(v);
  if (places === undefined) return (fail(r, field, 'must be a decimal number or decimal string'), false);
  if (isNegative(v)) return (fail(r, field, 'must not be negative'), false);
  if (minorUnits !== undefined && places > minorUnits) {
    return (fail(r, field, `${String(v)} is finer than the currency allows (${minorUnits} decimal place(s))`), false);
  }
  return true;
}

function amount(r: Reader, o: Json, key: string, path: string, minorUnits: number | undefined, optional = true): boolean {
  const v = o[key];
  if (v === undefined) return optional ? true : (fail(r, join(path, key), 'is required'), false);
  return amountValue(r, v, join(path, key), minorUnits);
}

function ascendingDates(r: Reader, items: [Json, string][], path: string): void {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]?.[0].effectiveDate;
    const cur = items[i]?.[0].effectiveDate;
    if (typeof prev === 'string' && typeof cur === 'string' && !(prev < cur)) {
      fail(r, join(join(path, i), 'effectiveDate'), `must be after the previous entry's effectiveDate ${prev}`);
    }
  }
}

function unique(r: Reader, items: [Json, string][], key: string, what: string): void {
  const seen = new Set<unknown>();
  for (const [item, field] of items) {
    const code = item[key];
    if (seen.has(code)) fail(r, join(field, key), `duplicate ${what} ${String(code)}`);
    seen.add(code);
  }
}

function checkCharges(r: Reader, o: Json, key: 'taxPeriods' | 'serviceChargePeriods', minorUnits: number | undefined): void {
  const listKey = key === 'taxPeriods' ? 'taxes' : 'charges';
  const types = key === 'taxPeriods' ? ['percent', 'flat', 'sum'] : ['percent', 'flat'];
  const periods = objects(r, o, key, '', { optional: key === 'serviceChargePeriods' });
  if (!periods) return;
  ascendingDates(r, periods, key);
  for (const [period, path] of periods) {
    date(r, period, 'effectiveDate', path);
    for (const [charge, cpath] of objects(r, period, listKey, path) ?? []) {
      const type = str(r, charge, 'type', cpath, { oneOf: types });
      amount(r, charge, 'amount', cpath, type === 'flat' ? minorUnits : undefined, false);
      str(r, charge, 'basis', cpath, { oneOf: ['perRoom', 'perGuest'] });
      str(r, charge, 'period', cpath, { oneOf: ['perNight', 'perStay', 'perCharge'] });
      str(r, charge, 'category', cpath, { optional: true, pattern: CHARGE_CATEGORY });
      str(r, charge, 'name', cpath, { optional: true, pattern: /^[^|]{1,50}$/ });
      bool(r, charge, 'collectedOnProperty', cpath);
    }
  }
}

function checkRoomType(r: Reader, rt: Json, path: string): void {
  str(r, rt, 'roomTypeCode', path, { pattern: CODE });
  str(r, rt, 'crsRoomTypeCode', path, { pattern: CODE, optional: true });
  strings(r, rt, 'roomTypeDesc', path, { min: 1 });
  int(r, rt, 'roomOccupancy', path, { min: 1 });
  int(r, rt, 'numBeds', path, { min: 0 });
  str(r, rt, 'bedType', path, { oneOf: ROOM_BED_TYPES });
  int(r, rt, 'roomDisplayOrder', path);
  for (const flag of ['adaAccessibleRoom', 'smokingRoom', 'extraBedPermitted', 'extraPersonsAllowed', 'cribsAllowed']) bool(r, rt, flag, path);
  const inventory = objects(r, rt, 'inventory', path);
  if (!inventory) return;
  ascendingDates(r, inventory, join(path, 'inventory'));
  for (const [entry, epath] of inventory) {
    date(r, entry, 'effectiveDate', epath);
    int(r, entry, 'rooms', epath, { min: 0 });
  }
}

function checkRatePlan(r: Reader, rp: Json, path: string, minorUnits: number | undefined): void {
  str(r, rp, 'ratePlanCode', path, { pattern: CODE });
  strings(r, rp, 'ratePlanDesc', path, { min: 1 });
  int(r, rp, 'ratePlanOrder', path);
  str(r, rp, 'ratePlanCategory', path, { oneOf: RATE_PLAN_CATEGORIES });
  str(r, rp, 'promoCode', path, { pattern: PROMO, optional: true });
  const required = bool(r, rp, 'clientIdRequired', path);
  const ids = strings(r, rp, 'clientIds', path, { optional: true, pattern: CLIENT_ID });
  if (required && (!ids || ids.length === 0)) fail(r, join(path, 'clientIds'), 'must list at least one client id when clientIdRequired');
  bool(r, rp, 'advancePurchase', path);
  int(r, rp, 'minDaysInAdvance', path, { min: 0, optional: true });
  bool(r, rp, 'serviceChargesAndTaxesIncluded', path);
  strings(r, rp, 'marketingText', path, { optional: true });
  str(r, rp, 'gdsFlags', path, { optional: true });
  str(r, rp, 'depositDesc', path, { optional: true });
  if (rp.meals !== undefined) {
    const mpath = join(path, 'meals');
    if (!isObject(rp.meals)) fail(r, mpath, 'must be an object');
    else {
      for (const meal of ['breakfast', 'lunch', 'dinner']) bool(r, rp.meals, meal, mpath);
      str(r, rp.meals, 'mealPlan', mpath, { optional: true, pattern: MEAL_PLAN });
      str(r, rp.meals, 'mealPlanDesc', mpath, { optional: true });
    }
  }
  if (rp.commission !== undefined) {
    const cpath = join(path, 'commission');
    if (!isObject(rp.commission)) fail(r, cpath, 'must be an object');
    else {
      const type = str(r, rp.commission, 'commissionType', cpath, { oneOf: ['percent', 'amount'] });
      amount(r, rp.commission, 'commissionAmount', cpath, type === 'amount' ? minorUnits : undefined, false);
      str(r, rp.commission, 'payTo', cpath, { optional: true, oneOf: CLIENT_TYPES });
      bool(r, rp.commission, 'centralPay', cpath);
    }
  }
  const cpath = join(path, 'cancellation');
  if (!isObject(rp.cancellation)) fail(r, cpath, 'is required (an object)');
  else {
    str(r, rp.cancellation, 'cxlPolicyCode', cpath, { pattern: /^[A-Z0-9]{1,10}$/ });
    str(r, rp.cancellation, 'cxlPolicyDesc', cpath);
    if (rp.cancellation.nonRefundable === true) {
      if (rp.cancellation.daysBeforeArrival !== undefined) fail(r, join(cpath, 'daysBeforeArrival'), 'must be absent on a nonRefundable policy');
    } else {
      int(r, rp.cancellation, 'daysBeforeArrival', cpath, { min: 0, max: 365 });
      str(r, rp.cancellation, 'localTime', cpath, { pattern: LOCAL_TIME });
    }
  }
  const gpath = join(path, 'guarantee');
  if (!isObject(rp.guarantee)) fail(r, gpath, 'is required (an object)');
  else {
    str(r, rp.guarantee, 'guarPolicyCode', gpath, { pattern: /^[A-Z0-9]{1,10}$/ });
    str(r, rp.guarantee, 'guarPolicyDesc', gpath);
    strings(r, rp.guarantee, 'guaranteeMethods', gpath, { pattern: GUARANTEE_METHOD, min: 1 });
  }
  const dpath = join(path, 'deposit');
  if (!isObject(rp.deposit)) fail(r, dpath, 'is required (an object)');
  else {
    const type = str(r, rp.deposit, 'type', dpath, { oneOf: ['none', 'firstNight', 'percent', 'flat'] });
    if (type === 'percent' || type === 'flat') amount(r, rp.deposit, 'amount', dpath, type === 'flat' ? minorUnits : undefined, false);
  }
}

function checkClientAccount(r: Reader, ca: Json, path: string): void {
  str(r, ca, 'clientId', path, { pattern: CLIENT_ID });
  str(r, ca, 'clientName', path);
  str(r, ca, 'clientType', path, { oneOf: CLIENT_TYPES });
  str(r, ca, 'gdsRateCategory', path, { optional: true });
  str(r, ca, 'gdsRatePlanCode', path, { optional: true });
  int(r, ca, 'programAccountId', path, { optional: true, min: 0 });
}

const RATE_AMOUNT_KEYS = ['rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'cribRate', 'rollawayRate'] as const;

function checkRates(r: Reader, entry: Json, path: string, ctx: { minorUnits: number | undefined; ageBased: boolean; ranges: number; roomTypes: Set<unknown>; ratePlans: Set<unknown> }): void {
  const roomTypeCode = str(r, entry, 'roomTypeCode', path, { pattern: CODE });
  const ratePlanCode = str(r, entry, 'ratePlanCode', path, { pattern: CODE });
  if (roomTypeCode && !ctx.roomTypes.has(roomTypeCode)) fail(r, join(path, 'roomTypeCode'), `unknown room type ${roomTypeCode}`);
  if (ratePlanCode && !ctx.ratePlans.has(ratePlanCode)) fail(r, join(path, 'ratePlanCode'), `unknown rate plan ${ratePlanCode}`);
  const rates = objects(r, entry, 'rates', path, { min: 1 });
  if (!rates) return;
  ascendingDates(r, rates, join(path, 'rates'));
  for (const [rate, rpath] of rates) {
    date(r, rate, 'effectiveDate', rpath);
    for (const key of RATE_AMOUNT_KEYS) amount(r, rate, key, rpath, ctx.minorUnits);
    if (rate.rate1Person === undefined && rate.rate2Person === undefined) fail(r, join(rpath, 'rate1Person'), 'rate1Person or rate2Person is required');
    const childRates = rate.childRates;
    const cpath = join(rpath, 'childRates');
    if (ctx.ageBased) {
      if (!Array.isArray(childRates) || childRates.length !== ctx.ranges) {
        fail(r, cpath, `must hold one rate per child age range (${ctx.ranges})`);
      } else {
        childRates.forEach((v: unknown, i) => amountValue(r, v, join(cpath, i), ctx.minorUnits));
      }
    } else if (childRates !== undefined) {
      fail(r, cpath, 'must be absent when the property does not use age-based pricing');
    }
  }
}

function checkChildAgeRanges(r: Reader, file: Json, adultAge: number | undefined, ageBased: boolean | undefined): number {
  const ranges = objects(r, file, 'childAgeRanges', '', { optional: true, max: MAX_CHILD_AGE_RANGES });
  if (ageBased && (!ranges || ranges.length === 0)) fail(r, 'childAgeRanges', 'are required when ageBasedPricing is true');
  let previousEnd = -1;
  for (const [range, path] of ranges ?? []) {
    const start = int(r, range, 'startChildAge', path, { min: 0 });
    const end = int(r, range, 'endChildAge', path, { min: 0 });
    if (start === undefined || end === undefined) continue;
    if (end < start) fail(r, join(path, 'endChildAge'), 'must not be below startChildAge');
    if (start <= previousEnd) fail(r, join(path, 'startChildAge'), 'ranges must go youngest to oldest without overlapping');
    if (adultAge !== undefined && end >= adultAge) fail(r, join(path, 'endChildAge'), `must be below adultAge ${adultAge}`);
    previousEnd = end;
  }
  return ranges?.length ?? 0;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function checkFile(r: Reader, raw: unknown): raw is CatalogPropertyFile {
  const before = r.errors.length;
  if (!isObject(raw)) return (fail(r, '', 'must be a JSON object (one property)'), false);
  str(r, raw, 'propCode', '', { pattern: CODE });
  str(r, raw, 'propName', '');
  str(r, raw, 'brandCode', '', { pattern: CHAIN, optional: true });
  str(r, raw, 'gdsChainCode', '', { pattern: CHAIN, optional: true });
  str(r, raw, 'status', '', { optional: true, oneOf: ['open', 'closed'] });
  const tz = str(r, raw, 'timeZone', '');
  if (tz && !isTimeZone(tz)) fail(r, 'timeZone', `${tz} is not an IANA time zone`);
  const currency = str(r, raw, 'currencyCode', '', { pattern: CURRENCY });
  const minorUnits = currency === undefined ? undefined : currencyMinorUnits(currency);
  if (currency && minorUnits === undefined) fail(r, 'currencyCode', `${currency} is not an ISO 4217 currency code`);
  const adultAge = int(r, raw, 'adultAge', '', { min: 1, max: 99 });
  const ageBased = bool(r, raw, 'ageBasedPricing', '', false);
  const ranges = checkChildAgeRanges(r, raw, adultAge, ageBased);
  bool(r, raw, 'serviceChargesInTaxCalc', '');
  str(r, raw, 'serviceChargeDesc', '', { optional: true });
  strings(r, raw, 'marketingText', '', { optional: true });
  checkCharges(r, raw, 'taxPeriods', minorUnits);
  checkCharges(r, raw, 'serviceChargePeriods', minorUnits);
  if (raw.exchangeRates !== undefined) {
    if (!isObject(raw.exchangeRates)) fail(r, 'exchangeRates', 'must be an object keyed by currency code');
    else {
      for (const code of Object.keys(raw.exchangeRates)) {
        const field = `exchangeRates.${code}`;
        if (!CURRENCY.test(code) || currencyMinorUnits(code) === undefined) fail(r, field, `${code} is not an ISO 4217 currency code`);
        else if (amount(r, raw.exchangeRates, code, 'exchangeRates', undefined, false) && Number(raw.exchangeRates[code]) === 0) fail(r, field, 'must be above 0');
      }
    }
  }
  const accounts = objects(r, raw, 'clientAccounts', '', { optional: true }) ?? [];
  accounts.forEach(([ca, path]) => checkClientAccount(r, ca, path));
  unique(r, accounts, 'clientId', 'client account');
  const roomTypes = objects(r, raw, 'roomTypes', '', { min: 1 }) ?? [];
  roomTypes.forEach(([rt, path]) => checkRoomType(r, rt, path));
  unique(r, roomTypes, 'roomTypeCode', 'room type');
  const ratePlans = objects(r, raw, 'ratePlans', '', { min: 1 }) ?? [];
  ratePlans.forEach(([rp, path]) => checkRatePlan(r, rp, path, minorUnits));
  unique(r, ratePlans, 'ratePlanCode', 'rate plan');
  const rates = objects(r, raw, 'rates', '') ?? [];
  const ctx = {
    minorUnits,
    ageBased: ageBased === true,
    ranges,
    roomTypes: new Set(roomTypes.map(([rt]) => rt.roomTypeCode)),
    ratePlans: new Set(ratePlans.map(([rp]) => rp.ratePlanCode)),
  };
  rates.forEach(([entry, path]) => checkRates(r, entry, path, ctx));
  const seenProducts = new Map<string, string>();
  const seenBookingCodes = new Map<string, string>();
  for (const [entry, path] of rates) {
    const key = productKey(String(entry.roomTypeCode), String(entry.ratePlanCode));
    if (seenProducts.has(key)) fail(r, path, `duplicate rates for ${key} (first at ${seenProducts.get(key)})`);
    seenProducts.set(key, path);
    const code = bookingCodeOf(String(entry.roomTypeCode), String(entry.ratePlanCode));
    const other = seenBookingCodes.get(code);
    if (other !== undefined && other !== key) fail(r, path, `bookingCode ${code} of ${key} is also the bookingCode of ${other}`);
    seenBookingCodes.set(code, key);
  }
  return r.errors.length === before;
}

function localDateOf(timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(new Date(instant));
}

function byCode<T>(items: readonly T[], code: (t: T) => string): Map<string, T> {
  return new Map(items.map((t) => [code(t), t]));
}

function propertyOf(file: CatalogPropertyFile): Property {
  const roomTypes = byCode(file.roomTypes, (rt) => rt.roomTypeCode);
  const ratePlans = byCode(file.ratePlans, (rp) => rp.ratePlanCode);
  const clientAccounts = byCode<CatalogClientAccount>(file.clientAccounts ?? [], (ca) => ca.clientId);
  const products: Product[] = [];
  for (const entry of file.rates) {
    const roomType = roomTypes.get(entry.roomTypeCode) as CatalogRoomType;
    const ratePlan = ratePlans.get(entry.ratePlanCode) as CatalogRatePlan;
    const rateProduct: RateProduct = {
      currencyCode: file.currencyCode,
      adultAge: file.adultAge,
      ageBasedPricing: file.ageBasedPricing,
      ...(file.ageBasedPricing ? { childAgeRanges: file.childAgeRanges ?? [] } : {}),
      roomOccupancy: roomType.roomOccupancy,
      serviceChargesAndTaxesIncluded: ratePlan.serviceChargesAndTaxesIncluded === true,
      serviceChargesInTaxCalc: file.serviceChargesInTaxCalc === true,
      rates: entry.rates,
      taxPeriods: file.taxPeriods,
      serviceChargePeriods: file.serviceChargePeriods ?? [],
    };
    products.push({ roomType, ratePlan, rateProduct, bookingCode: bookingCodeOf(roomType.roomTypeCode, ratePlan.ratePlanCode) });
  }
  products.sort((a, b) => a.roomType.roomDisplayOrder - b.roomType.roomDisplayOrder || a.ratePlan.ratePlanOrder - b.ratePlan.ratePlanOrder);
  return {
    file,
    roomTypes,
    ratePlans,
    clientAccounts,
    products,
    productByCodes: byCode(products, (p) => productKey(p.roomType.roomTypeCode, p.ratePlan.ratePlanCode)),
    productByBookingCode: byCode(products, (p) => p.bookingCode),
    localDate: localDateOf(file.timeZone),
  };
}

/**
 * Checks already-parsed catalog files (`{ fileName: parsed JSON }`, one property per file) and
 * builds the catalog. Every problem of every file is reported, each naming file and field.
 * The input is not mutated; the catalog keeps structured clones of the files.
 */
export function loadCatalog(files: Readonly<Record<string, unknown>>): LoadCatalogResult {
  const errors: CatalogError[] = [];
  const properties = new Map<string, Property>();
  const fileOf = new Map<string, string>();
  const names = Object.keys(files).sort();
  if (names.length === 0) return { ok: false, errors: [{ file: '', field: '', message: 'the catalog has no property file' }] };
  for (const name of names) {
    const reader: Reader = { file: name, errors };
    const raw = files[name];
    if (!checkFile(reader, raw)) continue;
    const first = fileOf.get(raw.propCode);
    if (first !== undefined) {
      fail(reader, 'propCode', `${raw.propCode} is already defined in ${first}`);
      continue;
    }
    fileOf.set(raw.propCode, name);
    properties.set(raw.propCode, propertyOf(structuredClone(raw)));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, catalog: { properties } };
}
