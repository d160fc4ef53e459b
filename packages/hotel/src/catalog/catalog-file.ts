/**
 * The catalog file format (one JSON file per property), stated once: the TypeBox schemas below
 * are the source of the TypeScript types (`Static`), of `catalog.schema.json` for editors
 * (`pnpm demo-catalog` writes it; a test checks the committed copy) and of the structural checks
 * of {@link loadCatalog}. Only the rules one JSON Schema cannot state (codes that must exist,
 * dated lists in order, amounts no finer than the currency) are written by hand, in the loader.
 *
 * Field names follow the spec (PropDcShop, RatePlan, RoomType, RateDetail, ChargeDetail) wherever
 * the spec has them, so an editor reads the catalog in the same words as the API.
 */
import { LIMITS } from '@direct-connect/validation';
import Type, { type Static, type TSchema } from 'typebox';

const Opt = Type.Optional;

/** Spec RatePlanCategory. */
export const RATE_PLAN_CATEGORIES = [
  'association', 'club', 'family', 'government', 'military', 'weekend', 'promotional', 'rack',
  'corporate', 'seniorCitizen', 'tour', 'travelIndustry', 'package', 'convention', 'netRates', 'token',
] as const;
/** Spec RatePlanCategory. */
export type RatePlanCategory = (typeof RATE_PLAN_CATEGORIES)[number];

/** Spec RoomBedType. */
export const ROOM_BED_TYPES = ['double', 'king', 'queen', 'twin'] as const;
/** Spec RoomBedType. */
export type RoomBedType = (typeof ROOM_BED_TYPES)[number];

/** Spec ClientType. */
export const CLIENT_TYPES = ['corporate', 'travelAgent'] as const;
/** Spec ClientType. */
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Spec ChargeRuleBasis: what a flat charge is multiplied by. */
export const CHARGE_RULE_BASES = ['perRoom', 'perGuest', 'perAdult', 'perChild', 'perItem'] as const;
/** Spec PeriodType. */
export const PERIOD_TYPES = ['perNight', 'perStay', 'perCharge'] as const;
/** Spec TaxType. */
export const TAX_TYPES = ['percent', 'flat', 'sum'] as const;
/** Spec ServiceChargeType. */
export const SERVICE_CHARGE_TYPES = ['percent', 'flat'] as const;
/** Spec DiscountType. */
export const DISCOUNT_TYPES = ['percentOff', 'percentAdd', 'amountOff', 'amountAdd'] as const;

function code(min: number, max: number, cls: string, description?: string) {
  const quantifier = min === max ? `{${min}}` : `{${min},${max}}`;
  return Type.String({ pattern: `^[${cls}]${quantifier}$`, ...(description ? { description } : {}) });
}

const Text = Type.String({ minLength: 1 });
const Texts = Type.Array(Text, { minItems: 1 });
const Code = code(2, 6, 'A-Z0-9');
const Chain = code(2, 2, 'A-Z');
const Currency = code(3, 3, 'A-Z');
const ClientId = code(1, 22, '0-9');
const PolicyCode = code(1, 10, 'A-Z0-9');
const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date YYYY-MM-DD' });

/**
 * The bounds of the numbers a catalog file carries (README "Catalog", decision "bounds of the
 * catalog's numbers"): each the way a hotel's data is, so that a typing slip (an extra zero, a
 * number pasted into the wrong field, `1e300`) is refused at load naming the field, rather than
 * sold or echoed to partners as a number their types cannot hold.
 */
export const CATALOG_BOUNDS = {
  /** Guests a room holds, beds in a room: a per-room count, as every request bounds its counts. */
  perRoom: LIMITS.perRoomCount,
  /** A person's age in years (child age ranges), as requests bound a child's age. */
  age: LIMITS.age,
  /** Rooms of one room type on a night: the largest hotels have about 7,000 rooms in all. */
  rooms: LIMITS.roomsOfARoomType,
  /** A display order (`roomDisplayOrder`, `ratePlanOrder`): 4 digits hold any ordering, with gaps. */
  displayOrder: LIMITS.displayOrder,
  /** Days: a cancellation deadline or a plan's days in advance, at most a year before arrival. */
  daysAhead: 365,
  /** A rule id a property management system gives: a 32-bit integer, as partners' types read it. */
  ruleId: LIMITS.ruleId,
  /** An int64 a JSON number carries exactly (2^53 - 1): `programAccountId`. */
  int64: Number.MAX_SAFE_INTEGER,
  /** Every amount is below this (money, percents, exchange rates), as every amount a partner sends is. */
  amountBelow: LIMITS.amountBelow,
  /** A client account's name: as long as a request's `clientAccounts[].clientName` may be. */
  clientNameLength: LIMITS.clientNameLength,
} as const;

/** A count from 0 to `max`. */
const count = (max: number) => Type.Integer({ minimum: 0, maximum: max });

/**
 * An amount: a JSON number (read as its shortest decimal form) or a decimal string such as
 * "14.75", never negative, below 10^11 (at most 11 digits before the point). Money amounts may be no finer than the property currency's minor
 * units (checked by the loader); percents may be finer.
 */
export const AmountSchema = Type.Union([
  Type.Number({ minimum: 0, exclusiveMaximum: CATALOG_BOUNDS.amountBelow }),
  Type.String({ pattern: '^(0|[1-9][0-9]{0,10})(\\.[0-9]+)?$' }),
], {
  description: 'a decimal number or decimal string such as "14.75", from 0 to below 100000000000',
});
/** An amount as the catalog holds it (pricing's `Amount`). */
export type CatalogAmount = Static<typeof AmountSchema>;

/** Rooms of a room type from `effectiveDate` on (until the next entry). */
export const InventoryPeriodSchema = Type.Object({ effectiveDate: DateString, rooms: count(CATALOG_BOUNDS.rooms) }, { additionalProperties: false });
/** Rooms of a room type from `effectiveDate` on (until the next entry). */
export type InventoryPeriod = Static<typeof InventoryPeriodSchema>;

/** A room type as the catalog describes it (spec RoomType plus inventory). */
export const RoomTypeSchema = Type.Object({
  roomTypeCode: Code,
  crsRoomTypeCode: Opt(Code),
  roomTypeDesc: Texts,
  roomOccupancy: Type.Integer({ minimum: 1, maximum: CATALOG_BOUNDS.perRoom }),
  numBeds: count(CATALOG_BOUNDS.perRoom),
  bedType: Type.Enum(ROOM_BED_TYPES),
  roomDisplayOrder: count(CATALOG_BOUNDS.displayOrder),
  adaAccessibleRoom: Opt(Type.Boolean()),
  smokingRoom: Opt(Type.Boolean()),
  extraBedPermitted: Opt(Type.Boolean({ description: 'a rollaway bed can be added (shop filter rollawayBed)' })),
  extraPersonsAllowed: Opt(Type.Boolean()),
  cribsAllowed: Opt(Type.Boolean({ description: 'a crib can be added (shop filter cribs); catalog-only field' })),
  inventory: Type.Array(InventoryPeriodSchema, {
    description: 'rooms per night, dated: the entry with the latest effectiveDate <= night applies; none before the first',
  }),
}, { additionalProperties: false });
/** A room type as the catalog describes it (spec RoomType plus inventory). */
export type CatalogRoomType = Static<typeof RoomTypeSchema>;

const RefundablePolicySchema = Type.Object({
  cxlPolicyCode: PolicyCode,
  cxlPolicyDesc: Text,
  daysBeforeArrival: count(CATALOG_BOUNDS.daysAhead),
  localTime: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'property-local time HH:mm' }),
}, { additionalProperties: false });
const NonRefundablePolicySchema = Type.Object({
  cxlPolicyCode: PolicyCode,
  cxlPolicyDesc: Text,
  nonRefundable: Type.Literal(true),
}, { additionalProperties: false });
/** A cancellation policy: days before arrival and a property-local time, or non-refundable. */
export const CancellationPolicySchema = Type.Union([RefundablePolicySchema, NonRefundablePolicySchema]);
/** A cancellation policy: days before arrival and a property-local time, or non-refundable. */
export type CancellationPolicy = Static<typeof CancellationPolicySchema>;

/** Guarantee policy: accepted guarantee method codes (^[A-Z0-9]{2}$). */
export const GuaranteePolicySchema = Type.Object({
  guarPolicyCode: PolicyCode,
  guarPolicyDesc: Text,
  guaranteeMethods: Type.Array(code(2, 2, 'A-Z0-9'), { minItems: 1 }),
  methodDescs: Opt(Type.Record(Type.String(), Type.String(), { description: 'descriptions of the methods, by code, returned as guarMethodDesc on stays' })),
}, { additionalProperties: false });
/** Guarantee policy: accepted guarantee method codes (^[A-Z0-9]{2}$). */
export type GuaranteePolicy = Static<typeof GuaranteePolicySchema>;

/** Deposit policy of a rate plan (priced by `depositAmount` of the pricing package). */
export const DepositPolicySchema = Type.Union([
  Type.Object({ type: Type.Enum(['none', 'firstNight']) }, { additionalProperties: false }),
  Type.Object({ type: Type.Enum(['percent', 'flat']), amount: AmountSchema }, { additionalProperties: false }),
]);
/** Deposit policy of a rate plan (priced by `depositAmount` of the pricing package). */
export type CatalogDepositPolicy = Static<typeof DepositPolicySchema>;

/** Commission of a rate plan. `commissionAmount` is a percent for type `percent`. */
export const CommissionSchema = Type.Object({
  commissionType: Type.Enum(['percent', 'amount']),
  commissionAmount: AmountSchema,
  payTo: Opt(Type.Enum(CLIENT_TYPES)),
  centralPay: Opt(Type.Boolean()),
}, { additionalProperties: false });
/** Commission of a rate plan. `commissionAmount` is a percent for type `percent`. */
export type CatalogCommission = Static<typeof CommissionSchema>;

/** Meals included in a rate plan (spec RoomRate.meals). */
export const MealsSchema = Type.Object({
  breakfast: Opt(Type.Boolean()),
  lunch: Opt(Type.Boolean()),
  dinner: Opt(Type.Boolean()),
  mealPlan: Opt(code(1, 1, 'A-Z0-9')),
  mealPlanDesc: Opt(Type.String()),
}, { additionalProperties: false });
/** Meals included in a rate plan (spec RoomRate.meals). */
export type CatalogMeals = Static<typeof MealsSchema>;

/** A discount of the spec's DiscountType: percents are percents (`15` is 15 %), amounts are money. */
export const DiscountSchema = Type.Object({ type: Type.Enum(DISCOUNT_TYPES), amount: AmountSchema }, { additionalProperties: false });
/** A discount of the spec's DiscountType. */
export type CatalogDiscount = Static<typeof DiscountSchema>;

/**
 * A derived rate plan: its rates are the rates of `ratePlanCode` (another, non-derived plan of
 * the same property) with `discount` applied to every night's roomRate. A derived plan has no
 * `rates` entries of its own; it is sold for every room type its base plan is sold for.
 */
export const RateDerivationSchema = Type.Object({ ratePlanCode: Code, discount: DiscountSchema }, { additionalProperties: false });
/** A derived rate plan's base plan and discount. */
export type CatalogRateDerivation = Static<typeof RateDerivationSchema>;

/** A rate plan as the catalog describes it (spec RatePlan plus the rules the shop applies). */
export const RatePlanSchema = Type.Object({
  ratePlanCode: Code,
  ratePlanDesc: Type.Array(Text, { minItems: 1, description: "the first line is the plan's name" }),
  ratePlanOrder: count(CATALOG_BOUNDS.displayOrder),
  ratePlanCategory: Type.Enum(RATE_PLAN_CATEGORIES),
  promoCode: Opt(code(1, 6, 'A-Z0-9', 'shown only to requests that send this promo code')),
  clientIdRequired: Opt(Type.Boolean({ description: 'shown only to requests that send one of clientIds (ratePlanCandidates or travelAgentId)' })),
  clientIds: Opt(Type.Array(ClientId)),
  advancePurchase: Opt(Type.Boolean({ description: 'fully prepaid' })),
  minDaysInAdvance: Opt(Type.Integer({ minimum: 0, maximum: CATALOG_BOUNDS.daysAhead, description: 'bookable only this many days or more before arrival (property-local dates)' })),
  serviceChargesAndTaxesIncluded: Opt(Type.Boolean()),
  derivedFrom: Opt(RateDerivationSchema),
  meals: Opt(MealsSchema),
  commission: Opt(CommissionSchema),
  cancellation: CancellationPolicySchema,
  guarantee: GuaranteePolicySchema,
  deposit: DepositPolicySchema,
  depositDesc: Opt(Type.String()),
  marketingText: Opt(Type.Array(Text, { description: 'returned only for GDS requests (requests carrying primaryGdsCode)' })),
  gdsFlags: Opt(Type.String()),
}, { additionalProperties: false });
/** A rate plan as the catalog describes it (spec RatePlan plus the rules the shop applies). */
export type CatalogRatePlan = Static<typeof RatePlanSchema>;

/** A corporate or travel agent account known to the property (spec AvailClientAccount). */
export const ClientAccountSchema = Type.Object({
  clientId: ClientId,
  clientName: Type.String({ minLength: 1, maxLength: CATALOG_BOUNDS.clientNameLength }),
  clientType: Type.Enum(CLIENT_TYPES),
  gdsRateCategory: Opt(Type.String()),
  gdsRatePlanCode: Opt(Type.String()),
  programAccountId: Opt(count(CATALOG_BOUNDS.int64)),
}, { additionalProperties: false });
/** A corporate or travel agent account known to the property (spec AvailClientAccount). */
export type CatalogClientAccount = Static<typeof ClientAccountSchema>;

const MaybeAmount = Opt(AmountSchema);
/** Spec RateDetail as the catalog holds it: the nightly rates in force from `effectiveDate`. */
export const RateDetailSchema = Type.Object({
  effectiveDate: DateString,
  rate1Person: MaybeAmount,
  rate2Person: MaybeAmount,
  rate3Person: MaybeAmount,
  rate4Person: MaybeAmount,
  extraPersonRate: MaybeAmount,
  extraChildRate: MaybeAmount,
  childRates: Opt(Type.Array(AmountSchema, { maxItems: 6, description: 'one per childAgeRanges entry, same index; only with ageBasedPricing' })),
  cribRate: MaybeAmount,
  rollawayRate: MaybeAmount,
}, { additionalProperties: false });
/** Spec RateDetail as the catalog holds it. */
export type CatalogRateDetail = Static<typeof RateDetailSchema>;

/** Dated rates of one room type under one (not derived) rate plan. */
export const RatesSchema = Type.Object({
  roomTypeCode: Code,
  ratePlanCode: Code,
  rates: Type.Array(RateDetailSchema, { minItems: 1 }),
}, { additionalProperties: false });
/** Dated rates of one room type under one (not derived) rate plan. */
export type CatalogRates = Static<typeof RatesSchema>;

/** Fields of every charge rule (spec ChargeDetail and ChargeRuleBasis). */
const chargeRuleFields = {
  amount: AmountSchema,
  basis: Type.Enum(CHARGE_RULE_BASES, { description: 'flat rules: amount x 1 (perRoom), guests, adults, children, or cribs + rollaways (perItem)' }),
  period: Type.Enum(PERIOD_TYPES),
  ruleId: Opt(Type.Integer({ minimum: 1, maximum: CATALOG_BOUNDS.ruleId, description: 'names the rule across periods: the same id in a later period is a new version of the rule; unique within one list; default: the 1-based list position' })),
  category: Opt(code(3, 30, 'A-Z0-9', 'names the rule in chargeTotals and chargeDetails')),
  name: Opt(Type.String({ minLength: 1, maxLength: 50, pattern: '^[^|]*$' })),
  postingCode: Opt(code(2, 6, 'A-Z0-9')),
  exemptionCode: Opt(code(2, 10, 'A-Z0-9')),
  collectedOnProperty: Opt(Type.Boolean({ description: 'collected at the property: counts toward collectedOnPropertyTotal, not merchantTotalAmount' })),
  includedInQuotedRate: Opt(Type.Boolean({ description: 'already inside roomRate: shown in chargeDetails, added to no total' })),
  inclusive: Opt(Type.Boolean({ description: 'echoed in chargeDetails' })),
};

/** A tax rule (spec ChargeDetail with a TaxType). */
export const TaxRuleSchema = Type.Object({
  ...chargeRuleFields,
  type: Type.Enum(TAX_TYPES, { description: 'sum: amount % of the tax basis plus the tax of rule appliedToRuleId, or of every tax before it' }),
  appliedToRuleId: Opt(Type.Integer({ minimum: 1, maximum: CATALOG_BOUNDS.ruleId, description: 'sum taxes only: the id of an earlier tax of the same list (its ruleId, or its 1-based list position when it has none)' })),
}, { additionalProperties: false });
/** A tax rule (spec ChargeDetail with a TaxType). */
export type CatalogTaxRule = Static<typeof TaxRuleSchema>;

/** A service charge rule (spec ChargeDetail with a ServiceChargeType). */
export const ServiceChargeRuleSchema = Type.Object({ ...chargeRuleFields, type: Type.Enum(SERVICE_CHARGE_TYPES) }, { additionalProperties: false });
/** A service charge rule (spec ChargeDetail with a ServiceChargeType). */
export type CatalogServiceChargeRule = Static<typeof ServiceChargeRuleSchema>;

/** Taxes in force from `effectiveDate`. */
export const TaxPeriodSchema = Type.Object({ effectiveDate: DateString, taxes: Type.Array(TaxRuleSchema) }, { additionalProperties: false });
/** Taxes in force from `effectiveDate`. */
export type CatalogTaxPeriod = Static<typeof TaxPeriodSchema>;

/** Service charges in force from `effectiveDate`. */
export const ServiceChargePeriodSchema = Type.Object({ effectiveDate: DateString, charges: Type.Array(ServiceChargeRuleSchema) }, { additionalProperties: false });
/** Service charges in force from `effectiveDate`. */
export type CatalogServiceChargePeriod = Static<typeof ServiceChargePeriodSchema>;

/** One catalog file: one property and everything needed to shop and book it. */
export const CatalogFileSchema = Type.Object({
  $schema: Opt(Type.String({ description: 'optional: the schema this file follows, for editors' })),
  propCode: Code,
  propName: Text,
  brandCode: Opt(Chain),
  gdsChainCode: Opt(Chain),
  status: Opt(Type.Enum(['open', 'closed'], { description: 'closed properties answer every shop with the closed status and refuse bookings (default open)' })),
  timeZone: Type.String({ minLength: 1, description: 'IANA time zone, e.g. America/New_York' }),
  currencyCode: code(3, 3, 'A-Z', 'ISO 4217 code of every amount in this file'),
  adultAge: Type.Integer({ minimum: 1, maximum: CATALOG_BOUNDS.age }),
  ageBasedPricing: Type.Boolean(),
  childAgeRanges: Opt(Type.Array(Type.Object({ startChildAge: count(CATALOG_BOUNDS.age), endChildAge: count(CATALOG_BOUNDS.age) }, { additionalProperties: false }), {
    maxItems: 6, description: 'youngest to oldest, not overlapping, below adultAge; required with ageBasedPricing',
  })),
  serviceChargesInTaxCalc: Opt(Type.Boolean()),
  serviceChargeDesc: Opt(Type.String()),
  marketingText: Opt(Type.Array(Text, { description: 'property marketing text, returned only for GDS requests' })),
  taxPeriods: Type.Array(TaxPeriodSchema),
  serviceChargePeriods: Opt(Type.Array(ServiceChargePeriodSchema)),
  exchangeRates: Opt(Type.Record(Currency, AmountSchema, {
    additionalProperties: false, description: '1 unit of currencyCode = this many units of the keyed currency (display currency conversion)',
  })),
  clientAccounts: Opt(Type.Array(ClientAccountSchema)),
  roomTypes: Type.Array(RoomTypeSchema, { minItems: 1 }),
  ratePlans: Type.Array(RatePlanSchema, { minItems: 1 }),
  rates: Type.Array(RatesSchema),
}, {
  additionalProperties: false,
  description:
    'One JSON file per property. Dated lists (rates, inventory, taxPeriods, serviceChargePeriods) are ascending by effectiveDate; ' +
    'the entry with the latest effectiveDate <= a night applies to it. Cross-field rules (rates name known room types and plans, ' +
    'derived plans name a non-derived plan, childRates match childAgeRanges, amounts no finer than the currency, unique codes, ' +
    'ruleIds and bookingCodes, appliedToRuleId names an earlier tax) are checked by loadCatalog.',
});
/** One catalog file: one property and everything needed to shop and book it. */
export type CatalogPropertyFile = Static<typeof CatalogFileSchema>;

/**
 * `catalog.schema.json`: the JSON Schema (2020-12) of a catalog file, as editors and other
 * validators read it. Derived from {@link CatalogFileSchema}; a fresh object on each call.
 */
export function catalogJsonSchema(): Record<string, unknown> {
  const plain = JSON.parse(JSON.stringify(CatalogFileSchema as TSchema)) as Record<string, unknown>;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://direct-connect.example/hotel/catalog.schema.json',
    title: 'direct-connect catalog file (one property)',
    ...plain,
  };
}
