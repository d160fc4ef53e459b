/**
 * The demo catalog: five properties built deterministically for a window of dates, with seasons
 * and weekend prices, and real-world charge rules (the hotel README says what each shows). No
 * randomness, no clock: the same `from` and `days` always give the same files.
 * `scripts/generate-demo-catalog.ts` writes them as JSON.
 *
 * - NYCDC New York, USD: a chain of taxes with one `sum` tax on a named rule (appliedToRuleId),
 *   a per-guest flat tax, a destination fee in the tax calculation; a tax change after 183 days.
 * - TYODC Tokyo, JPY (0 decimals): service charge 10 %, a per-adult accommodation tax collected
 *   on property.
 * - KWIDC Kuwait City, KWD (3 decimals).
 * - PARDC Paris, EUR: VAT included in the quoted rate, a per-adult city tax children don't pay,
 *   an all-inclusive plan; seasons change the rate mid-stay.
 * - LAXDC Los Angeles, USD: no age-based pricing, a flat extra-child fee, a perItem fee for cribs
 *   and rollaways.
 * - Every property: APN is derived from RAC (15 % off its rates).
 */
import type { Amount } from '@direct-connect/pricing';
import { dayNumberOf } from '@direct-connect/pricing';
import { LAST_DATE_DAY, addDays, dateOfDay, dayNumber, weekdayOf } from '../calendar/nights.js';
import type { Catalog } from './catalog.js';
import type {
  CatalogPropertyFile,
  CatalogRatePlan,
  CatalogRates,
  CatalogRoomType,
  CatalogTaxRule,
} from './catalog-file.js';
import { loadCatalog } from './load-catalog.js';

/** Options of {@link demoCatalogFiles}. */
export interface DemoCatalogOptions {
  /** First night with rates and inventory, YYYY-MM-DD (the HTTP service passes today). */
  from: string;
  /** Number of nights with rates and inventory (default 400). */
  days?: number;
}

const DEFAULT_DAYS = 400;

/** A room type of a demo property with its prices in minor units. */
interface DemoRoomType extends Omit<CatalogRoomType, 'inventory'> {
  rooms: number;
  /** One adult, minor units, at 100 % season. */
  base: number;
  /** Added for the second adult. */
  secondAdult: number;
  /** Per adult beyond two. */
  extraPerson: number;
  /** Closed for renovation: `days` nights from `offset` days after `from`. */
  renovation?: { offset: number; days: number };
}

/** A rate plan of a demo property: a catalog plan plus its price rule (none for a derived plan). */
interface DemoRatePlan extends CatalogRatePlan {
  /** Percent of the rack price (rates of its own); a derived plan has `derivedFrom` instead. */
  percent?: number;
  /** Added per adult per night (breakfast), minor units. */
  perAdult?: number;
}

interface DemoProperty {
  file: Omit<CatalogPropertyFile, 'roomTypes' | 'ratePlans' | 'rates' | 'taxPeriods'>;
  /** Tax periods as offsets in days from `from` (the first must be 0). */
  taxes: { offset: number; taxes: CatalogPropertyFile['taxPeriods'][number]['taxes'] }[];
  minorUnits: number;
  /** Prices are rounded to a multiple of this many minor units. */
  step: number;
  roomTypes: DemoRoomType[];
  ratePlans: DemoRatePlan[];
  /** Season boundaries `MM-DD` with the percent in force from there (the first is 01-01). */
  seasons: [string, number][];
  /** Nights (0 Sunday ... 6 Saturday) priced at `weekendPercent`. */
  weekendNights: number[];
  weekendPercent: number;
  /** Per child age range (ageBasedPricing) or the flat extra-child fee, minor units. */
  childRates?: number[];
  extraChildRate?: number;
  crib: number;
  rollaway: number;
}

/** Formats an integer amount of minor units as a decimal string with `digits` decimals. */
function decimalOf(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

function seasonPercent(seasons: readonly [string, number][], date: string): number {
  const monthDay = date.slice(5);
  let percent = seasons[seasons.length - 1]?.[1] ?? 100;
  for (const [start, p] of seasons) if (start <= monthDay) percent = p;
  return percent;
}

function rounded(minor: number, step: number): number {
  return Math.round(minor / step) * step;
}

/** The price factors of one night of a property: its season's percent and its weekend percent. */
interface NightFactors {
  date: string;
  season: number;
  weekend: number;
}

/** The factors of the `days` nights from `from`, computed once per property, not per product. */
function nightFactorsOf(p: DemoProperty, from: string, days: number): NightFactors[] {
  const first = dayNumber(from);
  return Array.from({ length: days }, (_, i) => {
    const date = dateOfDay(first + i);
    return { date, season: seasonPercent(p.seasons, date), weekend: p.weekendNights.includes(weekdayOf(date)) ? p.weekendPercent : 100 };
  });
}

function nightlyRate(p: DemoProperty, rt: DemoRoomType, plan: DemoRatePlan, night: NightFactors): Record<string, Amount | Amount[]> {
  const scale = (minor: number) => rounded((minor * night.season * night.weekend * (plan.percent ?? 100)) / 1_000_000, p.step);
  const meal = plan.perAdult ?? 0;
  const one = scale(rt.base) + meal;
  const rate: Record<string, Amount | Amount[]> = {
    rate1Person: decimalOf(one, p.minorUnits),
    rate2Person: decimalOf(one + scale(rt.secondAdult) + meal, p.minorUnits),
  };
  if (rt.roomOccupancy > 2) rate.extraPersonRate = decimalOf(scale(rt.extraPerson) + meal, p.minorUnits);
  if (p.childRates) rate.childRates = p.childRates.map((c) => decimalOf(c, p.minorUnits));
  if (p.extraChildRate !== undefined) rate.extraChildRate = decimalOf(p.extraChildRate, p.minorUnits);
  if (rt.cribsAllowed) rate.cribRate = decimalOf(p.crib, p.minorUnits);
  if (rt.extraBedPermitted) rate.rollawayRate = decimalOf(p.rollaway, p.minorUnits);
  return rate;
}

/**
 * Dated rates of one product: a new entry only where the nightly figures change. A night whose
 * factors equal the previous night's has the same figures, so only nights where a factor changes
 * are priced (`pnpm start` builds this catalog on every start).
 */
function ratesOf(p: DemoProperty, rt: DemoRoomType, plan: DemoRatePlan, nights: readonly NightFactors[]): CatalogRates {
  const rates: CatalogRates['rates'] = [];
  let previous = '';
  let previousNight: NightFactors | undefined;
  for (const night of nights) {
    if (previousNight !== undefined && night.season === previousNight.season && night.weekend === previousNight.weekend) continue;
    previousNight = night;
    const rate = nightlyRate(p, rt, plan, night);
    const key = JSON.stringify(rate);
    if (key !== previous) rates.push({ effectiveDate: night.date, ...rate });
    previous = key;
  }
  return { roomTypeCode: rt.roomTypeCode, ratePlanCode: plan.ratePlanCode, rates };
}

function roomTypeOf(rt: DemoRoomType, from: string, days: number): CatalogRoomType {
  const { rooms, base: _base, secondAdult: _second, extraPerson: _extra, renovation, ...catalogFields } = rt;
  const inventory = [{ effectiveDate: from, rooms }];
  if (renovation && renovation.offset + renovation.days < days) {
    inventory.push({ effectiveDate: addDays(from, renovation.offset), rooms: 0 });
    inventory.push({ effectiveDate: addDays(from, renovation.offset + renovation.days), rooms });
  }
  // Nothing is sold after the window: the last rate entry would otherwise apply forever.
  inventory.push({ effectiveDate: addDays(from, days), rooms: 0 });
  return { ...catalogFields, inventory };
}

function ratePlanOf(plan: DemoRatePlan): CatalogRatePlan {
  const { percent: _percent, perAdult: _perAdult, ...catalogFields } = plan;
  return catalogFields;
}

function fileOf(p: DemoProperty, from: string, days: number): CatalogPropertyFile {
  const nights = nightFactorsOf(p, from, days);
  return {
    ...p.file,
    taxPeriods: p.taxes.map((t) => ({ effectiveDate: addDays(from, t.offset), taxes: t.taxes })),
    roomTypes: p.roomTypes.map((rt) => roomTypeOf(rt, from, days)),
    ratePlans: p.ratePlans.map(ratePlanOf),
    rates: p.roomTypes.flatMap((rt) => p.ratePlans.filter((plan) => plan.derivedFrom === undefined).map((plan) => ratesOf(p, rt, plan, nights))),
  };
}

// Rate plans shared by the demo properties; policies are the usual ones of a large hotel company.
const CARD_GUARANTEE = {
  guarPolicyCode: 'GCC',
  guarPolicyDesc: 'A credit card guarantees the first night.',
  guaranteeMethods: ['CC', 'DC', 'CB'],
  methodDescs: { CC: 'Credit card', DC: 'Debit card', CB: 'Central bill' },
};
const PREPAID = {
  guarPolicyCode: 'PRE',
  guarPolicyDesc: 'The whole stay is charged at booking.',
  guaranteeMethods: ['CC', 'DC'],
  methodDescs: { CC: 'Credit card', DC: 'Debit card' },
};

function commonPlans(localTime: string, breakfast: number): DemoRatePlan[] {
  return [
    {
      ratePlanCode: 'RAC', ratePlanDesc: ['Best Flexible Rate', 'Free cancellation until the day before arrival.'], ratePlanOrder: 1,
      ratePlanCategory: 'rack', percent: 100,
      commission: { commissionType: 'percent', commissionAmount: 10, payTo: 'travelAgent' },
      cancellation: { cxlPolicyCode: 'CXL1D', cxlPolicyDesc: `Cancel by ${localTime} local time one day before arrival.`, daysBeforeArrival: 1, localTime },
      guarantee: CARD_GUARANTEE, deposit: { type: 'none' },
      marketingText: ['Best flexible rate: free cancellation, pay at the hotel.'], gdsFlags: 'RAC',
    },
    {
      ratePlanCode: 'APN', ratePlanDesc: ['Advance Purchase, Non-Refundable', 'Book 7 days ahead and save 15 %.'], ratePlanOrder: 2,
      ratePlanCategory: 'promotional', advancePurchase: true, minDaysInAdvance: 7,
      derivedFrom: { ratePlanCode: 'RAC', discount: { type: 'percentOff', amount: 15 } },
      cancellation: { cxlPolicyCode: 'NRF', cxlPolicyDesc: 'Non-refundable: no refund on cancellation, change or no-show.', nonRefundable: true },
      guarantee: PREPAID, deposit: { type: 'percent', amount: 100 }, depositDesc: 'Full prepayment at booking.',
      marketingText: ['Save 15 % when you book 7 days ahead.'],
    },
    {
      ratePlanCode: 'AAA', ratePlanDesc: ['Automobile Association Rate', 'Members only: show your card at check-in.'], ratePlanOrder: 3,
      ratePlanCategory: 'association', percent: 90, promoCode: 'AAA',
      commission: { commissionType: 'percent', commissionAmount: 10, payTo: 'travelAgent' },
      cancellation: { cxlPolicyCode: 'CXL1D', cxlPolicyDesc: `Cancel by ${localTime} local time one day before arrival.`, daysBeforeArrival: 1, localTime },
      guarantee: CARD_GUARANTEE, deposit: { type: 'none' },
    },
    {
      ratePlanCode: 'COR', ratePlanDesc: ['Corporate Negotiated Rate', 'For employees of contracted companies.'], ratePlanOrder: 4,
      ratePlanCategory: 'corporate', percent: 88, clientIdRequired: true, clientIds: ['1234567', '7654321'],
      commission: { commissionType: 'percent', commissionAmount: 8, payTo: 'corporate', centralPay: true },
      cancellation: { cxlPolicyCode: 'CXL0D', cxlPolicyDesc: 'Cancel by 16:00 local time on the day of arrival.', daysBeforeArrival: 0, localTime: '16:00' },
      guarantee: CARD_GUARANTEE, deposit: { type: 'none' },
    },
    {
      ratePlanCode: 'BBF', ratePlanDesc: ['Bed and Breakfast Package', 'Breakfast for every adult included.'], ratePlanOrder: 5,
      ratePlanCategory: 'package', percent: 100, perAdult: breakfast,
      meals: { breakfast: true, lunch: false, dinner: false, mealPlan: 'B', mealPlanDesc: 'Buffet breakfast' },
      commission: { commissionType: 'percent', commissionAmount: 10, payTo: 'travelAgent' },
      cancellation: { cxlPolicyCode: 'CXL2D', cxlPolicyDesc: `Cancel by ${localTime} local time two days before arrival.`, daysBeforeArrival: 2, localTime },
      guarantee: CARD_GUARANTEE, deposit: { type: 'firstNight' }, depositDesc: 'First night with its taxes charged at booking.',
      marketingText: ['Breakfast included for every adult.'],
    },
    {
      ratePlanCode: 'GOV', ratePlanDesc: ['Government Rate', 'Valid government ID required at check-in.'], ratePlanOrder: 6,
      ratePlanCategory: 'government', percent: 80,
      cancellation: { cxlPolicyCode: 'CXL0D', cxlPolicyDesc: 'Cancel by 16:00 local time on the day of arrival.', daysBeforeArrival: 0, localTime: '16:00' },
      guarantee: CARD_GUARANTEE, deposit: { type: 'none' },
    },
  ];
}

const CLIENT_ACCOUNTS = [
  { clientId: '1234567', clientName: 'Acme Corporation', clientType: 'corporate' as const, gdsRateCategory: 'COR', gdsRatePlanCode: 'ACM', programAccountId: 990001 },
  { clientId: '7654321', clientName: 'Globex Inc.', clientType: 'corporate' as const, gdsRateCategory: 'COR', gdsRatePlanCode: 'GLX', programAccountId: 990002 },
  { clientId: '55501234', clientName: 'Wanderlust Travel', clientType: 'travelAgent' as const },
];

const standard = { extraPersonsAllowed: true, smokingRoom: false };

/**
 * New York's chain of taxes: sales tax and occupancy tax on the room (with the destination fee:
 * serviceChargesInTaxCalc), a flat fee per guest, a flat Javits Center fee per room, and a
 * surcharge that is a tax on the occupancy tax alone (a `sum` on rule 2).
 */
function nycTaxes(occupancyPercent: string): CatalogTaxRule[] {
  return [
    { ruleId: 1, amount: '8.875', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'SALESTAX', name: 'New York sales tax', postingCode: 'STX' },
    { ruleId: 2, amount: occupancyPercent, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'OCCUPANCYTAX', name: 'Hotel room occupancy tax', postingCode: 'OTX' },
    { ruleId: 3, amount: '2.00', basis: 'perGuest', period: 'perNight', type: 'flat', category: 'UNITFEE', name: 'Unit fee per guest' },
    { ruleId: 4, amount: '1.50', basis: 'perRoom', period: 'perNight', type: 'flat', category: 'JAVITSFEE', name: 'Javits Center fee' },
    { ruleId: 5, amount: '1.5', basis: 'perRoom', period: 'perNight', type: 'sum', appliedToRuleId: 2, category: 'SURCHARGE', name: 'Occupancy tax surcharge' },
  ];
}

function demoProperties(): DemoProperty[] {
  return [
    {
      file: {
        propCode: 'NYCDC', propName: 'Direct Connect Midtown New York', brandCode: 'DC', gdsChainCode: 'DC', timeZone: 'America/New_York',
        currencyCode: 'USD', adultAge: 18, ageBasedPricing: true,
        childAgeRanges: [{ startChildAge: 0, endChildAge: 2 }, { startChildAge: 3, endChildAge: 12 }, { startChildAge: 13, endChildAge: 17 }],
        serviceChargesInTaxCalc: true, serviceChargeDesc: 'Destination fee: Wi-Fi, fitness center, two drinks daily.',
        marketingText: ['Steps from Times Square and Bryant Park.'],
        serviceChargePeriods: [{ effectiveDate: '2000-01-01', charges: [{ ruleId: 1, amount: '35.00', basis: 'perRoom', period: 'perNight', type: 'flat', category: 'DESTINATIONFEE', name: 'Destination fee', postingCode: 'DSTFEE' }] }],
        exchangeRates: { EUR: '0.92', GBP: '0.79', JPY: '151.37', CAD: '1.37', KWD: '0.307' },
        clientAccounts: CLIENT_ACCOUNTS,
      },
      taxes: [
        { offset: 0, taxes: nycTaxes('5.875') },
        { offset: 183, taxes: nycTaxes('6') },
      ],
      minorUnits: 2, step: 100,
      roomTypes: [
        { roomTypeCode: 'KNG', roomTypeDesc: ['Deluxe King', 'One king bed, city view, 28 m2'], roomOccupancy: 3, numBeds: 1, bedType: 'king', roomDisplayOrder: 1, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 60, base: 28900, secondAdult: 3000, extraPerson: 4000 },
        { roomTypeCode: 'QQN', roomTypeDesc: ['Deluxe Two Queens', 'Two queen beds, 32 m2'], roomOccupancy: 4, numBeds: 2, bedType: 'queen', roomDisplayOrder: 2, ...standard, cribsAllowed: true, rooms: 50, base: 31900, secondAdult: 3000, extraPerson: 4000 },
        { roomTypeCode: 'ADA', roomTypeDesc: ['Accessible King', 'One king bed, roll-in shower'], roomOccupancy: 2, numBeds: 1, bedType: 'king', roomDisplayOrder: 3, ...standard, adaAccessibleRoom: true, cribsAllowed: true, rooms: 6, base: 28900, secondAdult: 3000, extraPerson: 0 },
        { roomTypeCode: 'STE', roomTypeDesc: ['Park Suite', 'Separate living room, park view, 55 m2'], roomOccupancy: 4, numBeds: 1, bedType: 'king', roomDisplayOrder: 4, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 8, base: 64900, secondAdult: 0, extraPerson: 5000, renovation: { offset: 60, days: 7 } },
      ],
      ratePlans: commonPlans('18:00', 2800),
      seasons: [['01-01', 80], ['03-15', 100], ['06-15', 95], ['09-01', 115], ['11-20', 130], ['12-27', 105]],
      weekendNights: [5, 6], weekendPercent: 110,
      childRates: [0, 2500, 4000], crib: 0, rollaway: 2500,
    },
    {
      file: {
        propCode: 'TYODC', propName: 'Direct Connect Tokyo Shinjuku', brandCode: 'DC', gdsChainCode: 'DC', timeZone: 'Asia/Tokyo',
        currencyCode: 'JPY', adultAge: 12, ageBasedPricing: true,
        childAgeRanges: [{ startChildAge: 0, endChildAge: 5 }, { startChildAge: 6, endChildAge: 11 }],
        serviceChargesInTaxCalc: true, serviceChargeDesc: 'Service charge 10 %.',
        marketingText: ['Five minutes from Shinjuku station.'],
        serviceChargePeriods: [{ effectiveDate: '2000-01-01', charges: [{ ruleId: 1, amount: '10', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'SERVICE', name: 'Service charge' }] }],
        exchangeRates: { USD: '0.0066', EUR: '0.0061' },
        clientAccounts: CLIENT_ACCOUNTS,
      },
      taxes: [{ offset: 0, taxes: [
        { ruleId: 1, amount: '10', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'CONSUMPTIONTAX', name: 'Consumption tax' },
        { ruleId: 2, amount: '200', basis: 'perAdult', period: 'perNight', type: 'flat', category: 'ACCOMMODATIONTAX', name: 'Tokyo accommodation tax', collectedOnProperty: true },
      ] }],
      minorUnits: 0, step: 100,
      roomTypes: [
        { roomTypeCode: 'STD', roomTypeDesc: ['Standard Double', 'One double bed, 18 m2'], roomOccupancy: 2, numBeds: 1, bedType: 'double', roomDisplayOrder: 1, ...standard, cribsAllowed: true, rooms: 80, base: 18000, secondAdult: 4000, extraPerson: 0 },
        { roomTypeCode: 'TWN', roomTypeDesc: ['Superior Twin', 'Two twin beds, 24 m2'], roomOccupancy: 3, numBeds: 2, bedType: 'twin', roomDisplayOrder: 2, ...standard, extraBedPermitted: true, rooms: 60, base: 22000, secondAdult: 4000, extraPerson: 7000 },
        { roomTypeCode: 'SMK', roomTypeDesc: ['Smoking Double', 'One double bed, smoking allowed'], roomOccupancy: 2, numBeds: 1, bedType: 'double', roomDisplayOrder: 3, extraPersonsAllowed: false, smokingRoom: true, rooms: 12, base: 17000, secondAdult: 4000, extraPerson: 0 },
        { roomTypeCode: 'JST', roomTypeDesc: ['Junior Suite', 'King bed and sofa bed, 40 m2'], roomOccupancy: 3, numBeds: 2, bedType: 'king', roomDisplayOrder: 4, ...standard, adaAccessibleRoom: true, cribsAllowed: true, rooms: 10, base: 42000, secondAdult: 5000, extraPerson: 8000 },
      ],
      ratePlans: commonPlans('15:00', 2500).filter((p) => p.ratePlanCode !== 'GOV'),
      seasons: [['01-01', 90], ['03-20', 125], ['04-15', 100], ['07-15', 110], ['09-01', 100], ['11-15', 105]],
      weekendNights: [6], weekendPercent: 120,
      childRates: [0, 3000], crib: 0, rollaway: 5000,
    },
    {
      file: {
        propCode: 'KWIDC', propName: 'Direct Connect Kuwait City', brandCode: 'DC', gdsChainCode: 'DC', timeZone: 'Asia/Kuwait',
        currencyCode: 'KWD', adultAge: 12, ageBasedPricing: true,
        childAgeRanges: [{ startChildAge: 0, endChildAge: 5 }, { startChildAge: 6, endChildAge: 11 }],
        serviceChargesInTaxCalc: false, serviceChargeDesc: 'Service charge 10 %.',
        serviceChargePeriods: [{ effectiveDate: '2000-01-01', charges: [{ ruleId: 1, amount: '10', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'SERVICE', name: 'Service charge' }] }],
        exchangeRates: { USD: '3.2575', EUR: '3.0001' },
        clientAccounts: CLIENT_ACCOUNTS,
      },
      taxes: [{ offset: 0, taxes: [{ ruleId: 1, amount: '5', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'MUNICIPALITYFEE', name: 'Municipality fee' }] }],
      minorUnits: 3, step: 250,
      roomTypes: [
        { roomTypeCode: 'DLX', roomTypeDesc: ['Deluxe King', 'One king bed, Gulf view'], roomOccupancy: 3, numBeds: 1, bedType: 'king', roomDisplayOrder: 1, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 40, base: 85500, secondAdult: 12350, extraPerson: 15750 },
        { roomTypeCode: 'DTW', roomTypeDesc: ['Deluxe Twin', 'Two twin beds'], roomOccupancy: 3, numBeds: 2, bedType: 'twin', roomDisplayOrder: 2, ...standard, extraBedPermitted: true, rooms: 30, base: 85500, secondAdult: 12350, extraPerson: 15750 },
        { roomTypeCode: 'EXS', roomTypeDesc: ['Executive Suite', 'Lounge access, 70 m2'], roomOccupancy: 4, numBeds: 1, bedType: 'king', roomDisplayOrder: 3, ...standard, adaAccessibleRoom: true, cribsAllowed: true, rooms: 6, base: 165000, secondAdult: 0, extraPerson: 20000 },
      ],
      ratePlans: commonPlans('14:00', 6500).filter((p) => p.ratePlanCode !== 'AAA'),
      seasons: [['01-01', 110], ['04-01', 90], ['06-01', 75], ['09-15', 100]],
      weekendNights: [4, 5], weekendPercent: 110,
      childRates: [0, 7500], crib: 0, rollaway: 10000,
    },
    {
      file: {
        propCode: 'PARDC', propName: 'Direct Connect Paris Opera', brandCode: 'DC', gdsChainCode: 'DC', timeZone: 'Europe/Paris',
        currencyCode: 'EUR', adultAge: 18, ageBasedPricing: true,
        childAgeRanges: [{ startChildAge: 0, endChildAge: 3 }, { startChildAge: 4, endChildAge: 11 }, { startChildAge: 12, endChildAge: 17 }],
        serviceChargesInTaxCalc: false,
        marketingText: ['A Haussmann building next to the Palais Garnier.'],
        exchangeRates: { USD: '1.0870', GBP: '0.8580', JPY: '164.53' },
        clientAccounts: CLIENT_ACCOUNTS,
      },
      // French VAT on lodging (10 %) is inside the quoted rate; the taxe de sejour is per adult
      // (guests under 18 are exempt) and is paid at the hotel.
      taxes: [{ offset: 0, taxes: [
        { ruleId: 1, amount: '10', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'VAT', name: 'TVA 10 % (included)', postingCode: 'TVA10', includedInQuotedRate: true, inclusive: true },
        { ruleId: 2, amount: '5.20', basis: 'perAdult', period: 'perNight', type: 'flat', category: 'CITYTAX', name: 'Taxe de sejour', collectedOnProperty: true },
      ] }],
      minorUnits: 2, step: 100,
      roomTypes: [
        { roomTypeCode: 'CLA', roomTypeDesc: ['Classique Double', 'One double bed, courtyard'], roomOccupancy: 2, numBeds: 1, bedType: 'double', roomDisplayOrder: 1, ...standard, cribsAllowed: true, rooms: 45, base: 21000, secondAdult: 2000, extraPerson: 0 },
        { roomTypeCode: 'SUP', roomTypeDesc: ['Superieure Queen', 'One queen bed, balcony'], roomOccupancy: 3, numBeds: 1, bedType: 'queen', roomDisplayOrder: 2, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 30, base: 26500, secondAdult: 2000, extraPerson: 4500 },
        { roomTypeCode: 'FAM', roomTypeDesc: ['Familiale', 'One double and two twin beds'], roomOccupancy: 4, numBeds: 3, bedType: 'double', roomDisplayOrder: 3, ...standard, adaAccessibleRoom: true, cribsAllowed: true, rooms: 10, base: 32000, secondAdult: 2000, extraPerson: 3500 },
      ],
      ratePlans: [
        ...commonPlans('23:59', 2400).filter((p) => p.ratePlanCode !== 'GOV' && p.ratePlanCode !== 'AAA'),
        {
          ratePlanCode: 'INC', ratePlanDesc: ['Tout Compris', 'Taxes and service included in the price.'], ratePlanOrder: 6,
          ratePlanCategory: 'package', percent: 115, serviceChargesAndTaxesIncluded: true,
          commission: { commissionType: 'amount', commissionAmount: '15.00', payTo: 'travelAgent' },
          cancellation: { cxlPolicyCode: 'CXL3D', cxlPolicyDesc: 'Cancel by 12:00 local time three days before arrival.', daysBeforeArrival: 3, localTime: '12:00' },
          guarantee: CARD_GUARANTEE, deposit: { type: 'flat', amount: '50.00' }, depositDesc: 'EUR 50 deposit at booking.',
        },
      ],
      seasons: [['01-01', 85], ['04-01', 105], ['07-10', 95], ['09-01', 115], ['11-01', 90], ['12-20', 120]],
      weekendNights: [5, 6], weekendPercent: 95,
      childRates: [0, 1500, 3500], crib: 0, rollaway: 3000,
    },
    {
      file: {
        propCode: 'LAXDC', propName: 'Direct Connect Los Angeles Airport', brandCode: 'DC', gdsChainCode: 'DC', timeZone: 'America/Los_Angeles',
        currencyCode: 'USD', adultAge: 18, ageBasedPricing: false, serviceChargesInTaxCalc: false,
        serviceChargeDesc: 'Crib and rollaway linen fee: USD 10 per item per night.',
        marketingText: ['Free 24-hour shuttle to LAX.'],
        serviceChargePeriods: [{ effectiveDate: '2000-01-01', charges: [{ ruleId: 1, amount: '10.00', basis: 'perItem', period: 'perNight', type: 'flat', category: 'EXTRABEDFEE', name: 'Crib and rollaway linen fee' }] }],
        exchangeRates: { EUR: '0.92', GBP: '0.79', JPY: '151.37', CAD: '1.37' },
        clientAccounts: CLIENT_ACCOUNTS,
      },
      taxes: [{ offset: 0, taxes: [
        { ruleId: 1, amount: '14', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'OCCUPANCYTAX', name: 'Transient occupancy tax' },
        { ruleId: 2, amount: '1.5', basis: 'perRoom', period: 'perNight', type: 'percent', category: 'TOURISMFEE', name: 'Tourism marketing district' },
      ] }],
      minorUnits: 2, step: 100,
      roomTypes: [
        { roomTypeCode: 'KNG', roomTypeDesc: ['King Room', 'One king bed'], roomOccupancy: 3, numBeds: 1, bedType: 'king', roomDisplayOrder: 1, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 120, base: 17900, secondAdult: 1500, extraPerson: 2000 },
        { roomTypeCode: 'QQN', roomTypeDesc: ['Two Queens', 'Two queen beds'], roomOccupancy: 4, numBeds: 2, bedType: 'queen', roomDisplayOrder: 2, ...standard, cribsAllowed: true, rooms: 100, base: 19900, secondAdult: 1500, extraPerson: 2000 },
        { roomTypeCode: 'ADA', roomTypeDesc: ['Accessible Queen', 'One queen bed, roll-in shower'], roomOccupancy: 2, numBeds: 1, bedType: 'queen', roomDisplayOrder: 3, ...standard, adaAccessibleRoom: true, rooms: 8, base: 17900, secondAdult: 1500, extraPerson: 0 },
        { roomTypeCode: 'KSU', roomTypeDesc: ['King Suite', 'Living room with sofa bed'], roomOccupancy: 4, numBeds: 2, bedType: 'king', roomDisplayOrder: 4, ...standard, extraBedPermitted: true, cribsAllowed: true, rooms: 15, base: 29900, secondAdult: 0, extraPerson: 2500 },
      ],
      ratePlans: commonPlans('18:00', 2200),
      seasons: [['01-01', 90], ['05-25', 110], ['09-05', 100], ['12-15', 115]],
      weekendNights: [5, 6], weekendPercent: 115,
      extraChildRate: 1500, crib: 1000, rollaway: 2000,
    },
  ];
}

/**
 * The demo catalog files (`{ "NYCDC.json": file, ... }`) with rates and inventory for `days`
 * nights from `from`. Deterministic: equal options give equal files.
 *
 * @throws RangeError when `days` is not a positive integer or `from` is not a real date YYYY-MM-DD.
 */
export function demoCatalogFiles(options: DemoCatalogOptions): Record<string, CatalogPropertyFile> {
  const days = options.days ?? DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  const first = dayNumberOf(options.from);
  if (first === undefined) throw new RangeError(`from must be a real date YYYY-MM-DD, got ${options.from}`);
  const properties = demoProperties();
  // The farthest date a file holds: the end of the window or the last tax period.
  const farthest = Math.max(days, ...properties.flatMap((p) => p.taxes.map((t) => t.offset)));
  if (first + farthest > LAST_DATE_DAY) throw new RangeError(`from ${options.from} plus ${farthest} days passes 9999-12-31, the last date a catalog can hold`);
  const files: Record<string, CatalogPropertyFile> = {};
  for (const p of properties) files[`${p.file.propCode}.json`] = fileOf(p, options.from, days);
  return files;
}

/**
 * The demo catalog, loaded.
 *
 * @throws RangeError when `days` is not a positive integer or `from` is not a real date YYYY-MM-DD.
 * @throws Error only if the generator itself produced an invalid catalog (a bug).
 */
export function demoCatalog(options: DemoCatalogOptions): Catalog {
  const loaded = loadCatalog(demoCatalogFiles(options));
  if (!loaded.ok) throw new Error(`demo catalog is invalid: ${loaded.errors.slice(0, 5).map((e) => `${e.file} ${e.field}: ${e.message}`).join('; ')}`);
  return loaded.catalog;
}
