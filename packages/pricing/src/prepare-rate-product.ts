import { dayNumberOf } from './calendar-date.js';
import { minorUnitsOf } from './currency-minor-units.js';
import { decimalAmountOf, type DecimalAmount } from './decimal-amount.js';
import { PricingInputError } from './pricing-input-error.js';
import { RateTable } from './rate-table.js';
import { sharedChargeDetailJson, sharedTableJson } from './shared-json-text.js';
import { chargeRuleNumbersOf, tableFiguresOf, type ChargeRuleNumbers, type TableFigures } from './present-priced-stay.js';
import { chargeDetailJsonOf, chargeDetailsJsonOf, chargeTotalHeadOf, rateTablesJsonOf, tableJsonOf, type ChargeDetailJson, type ChargeDetailsJson, type RateTablesJson, type TableJson } from './present-priced-stay-json.js';
import type {
  Amount,
  ChargeCategoryType,
  ChargeDetail,
  ChargeRuleBasis,
  ChargeRuleSummary,
  ChildAgeRange,
  DiscountType,
  IsoDate,
  PeriodType,
  PreparedRateProduct,
  RateProduct,
} from './types.js';

/** Category of a tax without its own `category` in chargeTotals. */
export const DEFAULT_TAX_CATEGORY = 'TAX';
/** Category of a service charge without its own `category` in chargeTotals. */
export const DEFAULT_SERVICE_CHARGE_CATEGORY = 'SERVICECHARGE';

/** One rate table entry, parsed. */
export interface PreparedRate {
  readonly day: number;
  readonly effectiveDate: IsoDate;
  /** rate1Person .. rate4Person. */
  readonly persons: ReadonlyArray<DecimalAmount | undefined>;
  readonly extraPerson: DecimalAmount | undefined;
  readonly extraChild: DecimalAmount | undefined;
  /** One per child age range of the product (undefined where the table has none). */
  readonly childRates: ReadonlyArray<DecimalAmount | undefined>;
  readonly crib: DecimalAmount | undefined;
  readonly rollaway: DecimalAmount | undefined;
  /** The figures rate details show for it, written once. */
  readonly table: TableFigures;
  /** The same figures as the JSON text of the shop's rate details. */
  readonly tableJson: TableJson;
}

/** One charge rule, parsed, with the fixed part of its chargeDetails entry. */
export interface PreparedChargeRule {
  readonly categoryType: ChargeCategoryType;
  readonly type: 'percent' | 'flat' | 'sum';
  readonly amount: DecimalAmount;
  readonly basis: ChargeRuleBasis;
  readonly perStay: boolean;
  readonly ruleId: number;
  /** A `sum` tax's named rule as an index into the same list; -1 for every prior tax. */
  readonly appliedTo: number;
  readonly collectedOnProperty: boolean;
  readonly included: boolean;
  /** Index into {@link PreparedProduct.categories}. */
  readonly category: number;
  /** The rule version: rules with the same id and the same fields share one across periods. */
  readonly version: number;
  readonly detail: Omit<ChargeDetail, 'total'>;
  readonly summary: ChargeRuleSummary;
  /** The rule's amount and `summary` as JSON numbers, for the JSON-number presentation. */
  readonly numbers: ChargeRuleNumbers;
  /** Its chargeDetails entry as JSON text around the total, for the shop's JSON presentation. */
  readonly json: ChargeDetailJson;
}

/** A tax or service charge period, parsed. */
export interface PreparedPeriod {
  readonly day: number;
  readonly rules: readonly PreparedChargeRule[];
}

/** A derived rate's discount, parsed. */
export interface PreparedDiscount {
  readonly type: DiscountType;
  readonly amount: DecimalAmount;
}

/** Powers of ten at which a product's exact values are integers (before a stay's overrides). */
export interface ProductScales {
  /** Rates, beds, flat amounts, amount discounts. */
  readonly money: number;
  /** roomRate: money, plus a percent discount's decimals. */
  readonly room: number;
  /** Service charges: a percent of roomRate adds its decimals. */
  readonly charges: number;
  /** Taxes: a percent of the basis, a `sum` of basis + prior taxes, a flat amount. */
  readonly taxes: number;
}

/** Everything about a product that does not depend on a stay, checked and parsed once. */
export interface PreparedProduct extends PreparedRateProduct {
  readonly currencyCode: string;
  readonly digits: number;
  readonly adultAge: number;
  readonly ageBasedPricing: boolean;
  readonly childAgeRanges: readonly ChildAgeRange[];
  readonly roomOccupancy: number | undefined;
  readonly serviceChargesInTaxCalc: boolean;
  readonly rates: readonly PreparedRate[];
  /**
   * The day of each rate entry, in their order: one small array to bisect for the entry in force
   * on arrival, instead of reading a day from each of the entries visited, scattered in memory.
   */
  readonly rateDays: Int32Array;
  /** The rate entries' table figures as JSON text, member by member (see {@link RateTablesJson}). */
  readonly tablesJson: RateTablesJson;
  /** The rate entries' amounts as integers at the money scale, in one array (see {@link RateTable}). */
  readonly rateTable: RateTable;
  /** Empty on a plan with serviceChargesAndTaxesIncluded. */
  readonly serviceChargePeriods: readonly PreparedPeriod[];
  readonly taxPeriods: readonly PreparedPeriod[];
  readonly discount: PreparedDiscount | undefined;
  /** Every category of the product's rules (chargeTotals list those a stay charges). */
  readonly categories: ReadonlyArray<{ readonly category: string; readonly categoryType: ChargeCategoryType }>;
  /** Per category: its chargeTotals entry as JSON text up to its total's number (see {@link chargeTotalHeadOf}). */
  readonly chargeTotalHeads: readonly string[];
  /** The JSON text between the totals of a rate detail's chargeDetails, per rule version (see {@link ChargeDetailsJson}). */
  readonly chargeDetailsJson: ChargeDetailsJson;
  /** Whether any rule of the product is charged perStay. */
  readonly perStayRules: boolean;
  /** Rule versions per kind (size of the per-version ledgers). */
  readonly versions: { readonly fee: number; readonly tax: number };
  /** The rule of each version, per kind (its first period's copy: the fields of a version are the same in every period). */
  readonly versionRules: { readonly fee: readonly PreparedChargeRule[]; readonly tax: readonly PreparedChargeRule[] };
  readonly scales: ProductScales;
}

const CATEGORY = /^[A-Z0-9]{3,30}$/;
const POSTING_CODE = /^[A-Z0-9]{2,6}$/;
const EXEMPTION_CODE = /^[A-Z0-9]{2,10}$/;
const BASES: readonly string[] = ['perRoom', 'perGuest', 'perAdult', 'perChild', 'perItem'];
const PERIODS: readonly string[] = ['perNight', 'perStay', 'perCharge'];
const DISCOUNTS: readonly string[] = ['percentOff', 'percentAdd', 'amountOff', 'amountAdd'];

/** Whether `value` is a product {@link prepareRateProduct} made. */
export function isPreparedProduct(value: RateProduct | PreparedRateProduct): value is PreparedProduct {
  return (value as Partial<PreparedRateProduct> | null | undefined)?.prepared === true;
}

/**
 * Checks a rate product and parses it once: every amount exact, every dated list as day numbers
 * (real calendar dates, strictly ascending), every charge rule in list order with its id, version
 * and category. `priceStay` prices the result exactly like the raw product, without parsing it
 * again. Never mutates `product` (the prepared product keeps a reference to it).
 *
 * @throws {PricingInputError} when the product is malformed, naming the field (e.g.
 *   `taxPeriods[0].taxes[2].appliedToRuleId`).
 */
export function prepareRateProduct(product: RateProduct): PreparedRateProduct {
  return isPreparedProduct(product as RateProduct | PreparedRateProduct) ? (product as unknown as PreparedProduct) : prepare(product);
}

function prepare(product: RateProduct): PreparedProduct {
  // A missing product (a lookup that found nothing) is the caller's input error, not a TypeError.
  if (typeof product !== 'object' || product === null) throw new PricingInputError('product', `must be a rate product object, got ${product === null ? 'null' : typeof product}`);
  const digits = minorUnitsOf(product.currencyCode);
  const adultAge = product.adultAge;
  if (!Number.isInteger(adultAge) || adultAge < 0) throw new PricingInputError('adultAge', 'must be a non-negative integer');
  if (product.roomOccupancy !== undefined && !(Number.isInteger(product.roomOccupancy) && product.roomOccupancy >= 1)) {
    throw new PricingInputError('roomOccupancy', 'must be a positive integer');
  }
  const childAgeRanges = product.childAgeRanges ?? [];
  if (!Array.isArray(childAgeRanges) || childAgeRanges.length > 6) throw new PricingInputError('childAgeRanges', 'must be an array of at most 6 ranges');
  childAgeRanges.forEach((r, i) => {
    if (!(Number.isInteger(r.startChildAge) && Number.isInteger(r.endChildAge) && r.startChildAge >= 0 && r.startChildAge <= r.endChildAge)) {
      throw new PricingInputError(`childAgeRanges[${i}]`, 'must have integer ages with 0 <= startChildAge <= endChildAge');
    }
  });
  if (!Array.isArray(product.rates)) throw new PricingInputError('rates', 'must be an array');

  const rates = dated(product.rates, 'rates').map(({ item, day }, i) => prepareRate(item, day, i, childAgeRanges.length, product.ageBasedPricing === true, digits));
  const categories: Array<{ category: string; categoryType: ChargeCategoryType }> = [];
  const inclusivePlan = product.serviceChargesAndTaxesIncluded === true;
  const versions = { fee: new Map<string, number>(), tax: new Map<string, number>() };
  const serviceChargePeriods = inclusivePlan ? [] : preparePeriods(product.serviceChargePeriods, 'serviceChargePeriods', 'charges', 'fee', categories, versions.fee);
  const taxPeriods = inclusivePlan ? [] : preparePeriods(product.taxPeriods, 'taxPeriods', 'taxes', 'tax', categories, versions.tax);
  const discount = prepareDiscount(product.discount);
  const serviceChargesInTaxCalc = product.serviceChargesInTaxCalc === true;
  const scales = scalesOf(rates, serviceChargePeriods, taxPeriods, discount, serviceChargesInTaxCalc);
  const versionRules = { fee: versionRulesOf(serviceChargePeriods, versions.fee.size), tax: versionRulesOf(taxPeriods, versions.tax.size) };
  return {
    prepared: true,
    product,
    currencyCode: product.currencyCode,
    digits,
    adultAge,
    ageBasedPricing: product.ageBasedPricing === true,
    childAgeRanges,
    roomOccupancy: product.roomOccupancy,
    serviceChargesInTaxCalc,
    rates,
    rateDays: Int32Array.from(rates, (rate) => rate.day),
    tablesJson: rateTablesJsonOf(rates.map((rate) => rate.tableJson)),
    rateTable: new RateTable(rates, childAgeRanges.length, scales.money),
    serviceChargePeriods,
    taxPeriods,
    discount,
    categories,
    chargeTotalHeads: categories.map(chargeTotalHeadOf),
    perStayRules: [...serviceChargePeriods, ...taxPeriods].some((period) => period.rules.some((rule) => rule.perStay)),
    versions: { fee: versions.fee.size, tax: versions.tax.size },
    versionRules,
    chargeDetailsJson: chargeDetailsJsonOf([...versionRules.fee, ...versionRules.tax].map((rule) => rule.json)),
    scales,
  };
}

/** The first rule of each version of a kind, in version order. */
function versionRulesOf(periods: readonly PreparedPeriod[], versions: number): PreparedChargeRule[] {
  const rules = new Array<PreparedChargeRule | undefined>(versions).fill(undefined);
  for (const period of periods) for (const rule of period.rules) rules[rule.version] ??= rule;
  return rules as PreparedChargeRule[];
}

/** Items of a dated list with their day numbers: real calendar dates in strictly ascending order. */
function dated<T extends { effectiveDate: IsoDate }>(list: readonly T[] | undefined, field: string): Array<{ item: T; day: number }> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new PricingInputError(field, 'must be an array');
  const out: Array<{ item: T; day: number }> = [];
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as T;
    const day = dayNumberOf(item?.effectiveDate);
    if (day === undefined) throw new PricingInputError(`${field}[${i}].effectiveDate`, 'must be a real calendar date YYYY-MM-DD');
    if (i > 0 && day <= (out[i - 1] as { day: number }).day) throw new PricingInputError(`${field}[${i}].effectiveDate`, 'dated entries must be in strictly ascending effectiveDate order');
    out.push({ item, day });
  }
  return out;
}

function optional(value: Amount | undefined, field: string, member: string): DecimalAmount | undefined {
  return value === undefined ? undefined : decimalAmountOf(value, field, member);
}

function prepareRate(rate: RateProduct['rates'][number], day: number, index: number, ranges: number, ageBasedPricing: boolean, digits: number): PreparedRate {
  const at = `rates[${index}]`;
  if (rate.childRates !== undefined && !Array.isArray(rate.childRates)) throw new PricingInputError(`${at}.childRates`, 'must be an array');
  // Spec: "one per childAgeRanges entry at the same index". Another length means the ranges and
  // the rates disagree (a range added or removed): a longer list was silently cut, a shorter one
  // priced its last ranges' children as noRateForNight. Without age-based pricing they are not read.
  if (ageBasedPricing && rate.childRates !== undefined && rate.childRates.length !== ranges) {
    throw new PricingInputError(`${at}.childRates`, `must hold one rate per child age range (${ranges}), got ${rate.childRates.length}`);
  }
  const childRates: Array<DecimalAmount | undefined> = [];
  for (let i = 0; i < ranges; i++) childRates.push(optional(rate.childRates?.[i], at, `childRates[${i}]`));
  const parsed = {
    day,
    effectiveDate: rate.effectiveDate,
    persons: [optional(rate.rate1Person, at, 'rate1Person'), optional(rate.rate2Person, at, 'rate2Person'), optional(rate.rate3Person, at, 'rate3Person'), optional(rate.rate4Person, at, 'rate4Person')],
    extraPerson: optional(rate.extraPersonRate, at, 'extraPersonRate'),
    extraChild: optional(rate.extraChildRate, at, 'extraChildRate'),
    childRates,
    crib: optional(rate.cribRate, at, 'cribRate'),
    rollaway: optional(rate.rollawayRate, at, 'rollawayRate'),
  };
  const table = tableFiguresOf(parsed, ageBasedPricing, digits);
  return { ...parsed, table, tableJson: sharedTableJson(rate, tableJsonOf(table)) };
}

function prepareDiscount(discount: RateProduct['discount']): PreparedDiscount | undefined {
  if (discount === undefined) return undefined;
  if (!DISCOUNTS.includes(discount.type)) throw new PricingInputError('discount.type', 'must be percentOff, percentAdd, amountOff or amountAdd');
  const amount = decimalAmountOf(discount.amount, 'discount', 'amount');
  if (discount.type === 'percentOff' && (amount.coefficient.length > amount.scale + 3 || (amount.coefficient.length === amount.scale + 3 && amount.coefficient > `1${'0'.repeat(amount.scale + 2)}`))) {
    throw new PricingInputError('discount.amount', 'a percentOff discount must be at most 100');
  }
  return { type: discount.type, amount };
}

interface RuleInput {
  amount: Amount;
  basis: string;
  period: string;
  type: string;
  ruleId?: number;
  appliedToRuleId?: number;
  category?: string;
  name?: string;
  postingCode?: string;
  exemptionCode?: string;
  collectedOnProperty?: boolean;
  includedInQuotedRate?: boolean;
  inclusive?: boolean;
}

function preparePeriods(
  periods: ReadonlyArray<{ effectiveDate: IsoDate }> | undefined,
  field: string,
  listField: 'charges' | 'taxes',
  categoryType: ChargeCategoryType,
  categories: Array<{ category: string; categoryType: ChargeCategoryType }>,
  versions: Map<string, number>,
): PreparedPeriod[] {
  return dated(periods, field).map(({ item, day }, p) => {
    const list = (item as unknown as Record<string, unknown>)[listField];
    const at = `${field}[${p}].${listField}`;
    if (!Array.isArray(list)) throw new PricingInputError(at, 'must be an array');
    const ids: number[] = [];
    const included: boolean[] = [];
    const rules: PreparedChargeRule[] = [];
    for (let i = 0; i < list.length; i++) {
      const rule = prepareRule(list[i] as RuleInput, `${at}[${i}]`, i, categoryType, ids, included, categories, versions);
      ids.push(rule.ruleId);
      included.push(rule.included);
      rules.push(rule);
    }
    return { day, rules };
  });
}

function prepareRule(
  input: RuleInput,
  at: string,
  position: number,
  categoryType: ChargeCategoryType,
  priorIds: readonly number[],
  priorIncluded: readonly boolean[],
  categories: Array<{ category: string; categoryType: ChargeCategoryType }>,
  versions: Map<string, number>,
): PreparedChargeRule {
  if (typeof input !== 'object' || input === null) throw new PricingInputError(at, 'must be a charge rule object');
  const isTax = categoryType === 'tax';
  if (!(input.type === 'percent' || input.type === 'flat' || (isTax && input.type === 'sum'))) {
    throw new PricingInputError(`${at}.type`, `must be one of percent, flat${isTax ? ', sum' : ''}`);
  }
  if (!BASES.includes(input.basis)) throw new PricingInputError(`${at}.basis`, 'must be perRoom, perGuest, perAdult, perChild or perItem');
  if (!PERIODS.includes(input.period)) throw new PricingInputError(`${at}.period`, 'must be perNight, perStay or perCharge');
  const ruleId = input.ruleId ?? position + 1;
  if (!Number.isSafeInteger(ruleId) || ruleId < 0) throw new PricingInputError(`${at}.ruleId`, 'must be a non-negative integer');
  if (priorIds.includes(ruleId)) throw new PricingInputError(`${at}.ruleId`, `${ruleId} is already the id of an earlier rule in this list (ids default to the 1-based list position)`);
  if (input.type === 'sum' && input.period === 'perStay') {
    throw new PricingInputError(`${at}.period`, 'a sum tax (tax on tax) is charged perNight or perCharge; perStay is not defined for it');
  }
  let appliedTo = -1;
  if (input.appliedToRuleId !== undefined) {
    if (input.type !== 'sum') throw new PricingInputError(`${at}.appliedToRuleId`, 'is only for sum taxes');
    appliedTo = priorIds.indexOf(input.appliedToRuleId);
    if (appliedTo < 0) throw new PricingInputError(`${at}.appliedToRuleId`, `must name a tax earlier in the same list (no rule ${input.appliedToRuleId} before it)`);
    if (priorIncluded[appliedTo]) throw new PricingInputError(`${at}.appliedToRuleId`, `names rule ${input.appliedToRuleId}, which is included in the quoted rate (it adds to no tax)`);
  }
  const included = input.includedInQuotedRate === true;
  if (included && input.type === 'sum') throw new PricingInputError(`${at}.includedInQuotedRate`, 'is for percent and flat rules (a sum tax is charged on top of the rate)');
  const category = input.category ?? (isTax ? DEFAULT_TAX_CATEGORY : DEFAULT_SERVICE_CHARGE_CATEGORY);
  if (!CATEGORY.test(category)) throw new PricingInputError(`${at}.category`, 'must match ^[A-Z0-9]{3,30}$');
  if (input.name !== undefined && !(typeof input.name === 'string' && input.name.length >= 1 && input.name.length <= 50 && !input.name.includes('|'))) {
    throw new PricingInputError(`${at}.name`, 'must be 1 to 50 characters without a pipe');
  }
  if (input.postingCode !== undefined && !POSTING_CODE.test(input.postingCode)) throw new PricingInputError(`${at}.postingCode`, 'must match ^[A-Z0-9]{2,6}$');
  if (input.exemptionCode !== undefined && !EXEMPTION_CODE.test(input.exemptionCode)) throw new PricingInputError(`${at}.exemptionCode`, 'must match ^[A-Z0-9]{2,10}$');
  const amount = decimalAmountOf(input.amount, at, 'amount');
  let slot = categories.findIndex((c) => c.category === category && c.categoryType === categoryType);
  if (slot < 0) slot = categories.push({ category, categoryType }) - 1;

  const amountText = amount.scale === 0 ? amount.coefficient : decimalText(amount);
  const detail: Omit<ChargeDetail, 'total'> = {
    category,
    categoryType,
    sequence: position + 1,
    amount: amountText,
    amountType: input.type === 'flat' ? 'flat' : 'percent',
    basis: input.basis as ChargeRuleBasis,
    period: input.period as PeriodType,
    ruleId,
  };
  if (input.appliedToRuleId !== undefined) detail.appliedToRuleId = input.appliedToRuleId;
  if (input.collectedOnProperty !== undefined) detail.collectedOnProperty = input.collectedOnProperty === true;
  if (input.includedInQuotedRate !== undefined) detail.includedInQuotedRate = included;
  if (input.inclusive !== undefined) detail.inclusive = input.inclusive === true;
  if (input.exemptionCode !== undefined) detail.exemptionCode = input.exemptionCode;
  if (input.name !== undefined) detail.name = input.name;
  if (input.postingCode !== undefined) detail.postingCode = input.postingCode;
  const summary: ChargeRuleSummary = { amount: amountText, basis: input.basis as ChargeRuleBasis, period: input.period as PeriodType, type: input.type };
  const key = JSON.stringify([ruleId, input.type, detail]);
  let version = versions.get(key);
  if (version === undefined) {
    version = versions.size;
    versions.set(key, version);
  }
  const numbers = chargeRuleNumbersOf(summary);
  return {
    categoryType,
    type: input.type,
    amount,
    basis: input.basis as ChargeRuleBasis,
    perStay: input.period === 'perStay',
    ruleId,
    appliedTo,
    collectedOnProperty: input.collectedOnProperty === true,
    included,
    category: slot,
    version,
    detail,
    summary,
    numbers,
    json: sharedChargeDetailJson(input, chargeDetailJsonOf(detail, numbers.amount)),
  };
}

/** The exact decimal text of an amount ("14.75", "0.375"). */
function decimalText(amount: DecimalAmount): string {
  const digits = amount.coefficient.padStart(amount.scale + 1, '0');
  return `${digits.slice(0, -amount.scale)}.${digits.slice(-amount.scale)}`;
}

/** The larger of `scale` and the amount's own scale. */
function scaleAtLeast(scale: number, amount: DecimalAmount | undefined): number {
  return amount !== undefined && amount.scale > scale ? amount.scale : scale;
}

/** Decimals of a percent as a fraction: 14.75 % is 0.1475, four decimals. */
export function fractionScaleOf(amount: DecimalAmount): number {
  return amount.scale + 2;
}

/**
 * The smallest scales at which every value of each kind is an integer: money inputs have their
 * own decimals; a percent of x adds its fraction decimals to x's scale; a `sum` tax applies to
 * the basis plus prior taxes. Separate scales keep room totals small while taxes carry the
 * decimals that tax on tax needs.
 */
function scalesOf(
  rates: readonly PreparedRate[],
  chargePeriods: readonly PreparedPeriod[],
  taxPeriods: readonly PreparedPeriod[],
  discount: PreparedDiscount | undefined,
  serviceChargesInTaxCalc: boolean,
): ProductScales {
  let money = 0;
  for (const r of rates) {
    for (const a of r.persons) money = scaleAtLeast(money, a);
    money = scaleAtLeast(money, r.extraPerson);
    money = scaleAtLeast(money, r.extraChild);
    for (const a of r.childRates) money = scaleAtLeast(money, a);
    money = scaleAtLeast(money, r.crib);
    money = scaleAtLeast(money, r.rollaway);
  }
  for (const p of chargePeriods) for (const rule of p.rules) if (rule.type === 'flat') money = scaleAtLeast(money, rule.amount);
  for (const p of taxPeriods) for (const rule of p.rules) if (rule.type === 'flat') money = scaleAtLeast(money, rule.amount);
  const percentDiscount = discount !== undefined && (discount.type === 'percentOff' || discount.type === 'percentAdd');
  if (discount && !percentDiscount) money = scaleAtLeast(money, discount.amount);
  const room = percentDiscount ? money + fractionScaleOf(discount.amount) : money;

  let charges = room;
  for (const p of chargePeriods) for (const rule of p.rules) if (rule.type === 'percent' && !rule.included) charges = Math.max(charges, room + fractionScaleOf(rule.amount));
  const basis = serviceChargesInTaxCalc ? charges : room;
  let taxes = basis;
  for (const p of taxPeriods) {
    const own: number[] = [];
    let prior = basis;
    for (const rule of p.rules) {
      let scale = money;
      if (rule.included) scale = 0;
      else if (rule.type === 'percent') scale = basis + fractionScaleOf(rule.amount);
      else if (rule.type === 'sum') scale = (rule.appliedTo >= 0 ? Math.max(basis, own[rule.appliedTo] ?? 0) : prior) + fractionScaleOf(rule.amount);
      own.push(scale);
      prior = Math.max(prior, scale);
    }
    taxes = Math.max(taxes, prior);
  }
  return { money, room, charges, taxes };
}
