/**
 * One shop room rate on a {@link FigureTape}: {@link recordRoomRate} writes the figures of a
 * priced stay as numbers, {@link roomRateFromTape} reads them back as the spec RoomRate.
 * Absent optional amounts are written as NaN (an engine amount is never NaN). The two functions
 * are the two halves of one format: change them together. Arrays are built at their final
 * length (no spare capacity kept alive with the response); objects by constructors (see
 * {@link plainObjectConstructor}).
 */
import type { PricedRateDetail, PricedStay } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import type { WireChargeTotal, WireMeals, WireRateDetail, WireRoomRate } from '../wire/prop-dc-shop.js';
import { plainObjectConstructor } from '../wire/plain-object-constructor.js';
import type { FigureReader, FigureTape } from './figure-tape.js';

function writeOptional(tape: FigureTape, amount: number | undefined): void {
  tape.write(amount === undefined ? NaN : amount);
}

function writeDetail(tape: FigureTape, d: PricedRateDetail<number>, nights: readonly string[]): void {
  // The run's first night, as its index in the stay's nights: the wire objects then share the
  // property's night strings instead of keeping a string per priced stay alive.
  const night = nights.indexOf(d.effectiveDate);
  tape.write(night);
  if (night < 0) tape.writeText(d.effectiveDate);
  writeOptional(tape, d.rate1Person);
  writeOptional(tape, d.rate2Person);
  writeOptional(tape, d.rate3Person);
  writeOptional(tape, d.rate4Person);
  writeOptional(tape, d.extraPersonRate);
  writeOptional(tape, d.extraChildRate);
  const children = d.childRates;
  if (children === undefined) tape.write(-1);
  else {
    tape.write(children.length);
    for (const rate of children) tape.write(rate);
  }
  writeOptional(tape, d.cribRate);
  writeOptional(tape, d.rollawayRate);
}

/**
 * Writes a room rate: its rooms, the priced stay's amounts (JSON numbers, from
 * `priceStayAsNumbers`), charge totals, rate details and the deposit, if any.
 * `nights` are the stay's nights (the same array the reader gets in {@link RoomRateCommon}).
 */
export function recordRoomRate(tape: FigureTape, priced: PricedStay<number>, nights: readonly string[], numRoomsAvail: number, deposit: number | undefined): void {
  tape.write(numRoomsAvail);
  tape.write(priced.rateAmount);
  tape.write(priced.amountBeforeTax);
  tape.write(priced.amountAfterTax);
  tape.write(priced.amountWithFees);
  tape.write(priced.averageRate);
  tape.write(priced.averageRateAfterFees);
  tape.write(priced.averageRateAfterTax);
  tape.write(priced.totalTaxes);
  tape.write(priced.totalServiceCharges);
  tape.write(priced.merchantTotalAmount);
  tape.write(priced.rateChangeIndicator ? 1 : 0);
  tape.write(priced.chargeTotals.length);
  for (const c of priced.chargeTotals) {
    tape.writeText(c.category);
    tape.writeText(c.categoryType);
    tape.write(c.total);
  }
  tape.write(priced.rateDetails.length);
  for (const d of priced.rateDetails) writeDetail(tape, d, nights);
  writeOptional(tape, deposit);
}

const ChargeTotal = plainObjectConstructor(function (this: WireChargeTotal, category: string, categoryType: WireChargeTotal['categoryType'], total: number) {
  this.category = category;
  this.categoryType = categoryType;
  this.total = total;
});

function readChargeTotals(r: FigureReader): WireChargeTotal[] {
  const out = new Array<WireChargeTotal>(r.next());
  for (let i = 0; i < out.length; i++) out[i] = new ChargeTotal(r.text(), r.text() as WireChargeTotal['categoryType'], r.next());
  return out;
}

const RateDetail = plainObjectConstructor(function (this: WireRateDetail, effectiveDate: string) {
  this.effectiveDate = effectiveDate;
});

function readDetail(r: FigureReader, nights: readonly string[]): WireRateDetail {
  const night = r.next();
  const out = new RateDetail(night < 0 ? r.text() : (nights[night] as string));
  let v = r.next();
  if (!Number.isNaN(v)) out.rate1Person = v;
  v = r.next();
  if (!Number.isNaN(v)) out.rate2Person = v;
  v = r.next();
  if (!Number.isNaN(v)) out.rate3Person = v;
  v = r.next();
  if (!Number.isNaN(v)) out.rate4Person = v;
  v = r.next();
  if (!Number.isNaN(v)) out.extraPersonRate = v;
  v = r.next();
  if (!Number.isNaN(v)) out.extraChildRate = v;
  const children = r.next();
  if (children >= 0) {
    const rates = new Array<number>(children);
    for (let i = 0; i < children; i++) rates[i] = r.next();
    out.childRates = rates;
  }
  v = r.next();
  if (!Number.isNaN(v)) out.cribRate = v;
  v = r.next();
  if (!Number.isNaN(v)) out.rollawayRate = v;
  return out;
}

function readDetails(r: FigureReader, nights: readonly string[]): WireRateDetail[] {
  const out = new Array<WireRateDetail>(r.next());
  for (let i = 0; i < out.length; i++) out[i] = readDetail(r, nights);
  return out;
}

/** What the room rates of one property share (the same for each of its rates). */
export interface RoomRateCommon {
  /** The stay's nights, as given to {@link recordRoomRate}. */
  nights: readonly string[];
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
}

/** The room rate's figures in tape order (the optional ones follow in {@link roomRateFromTape}). */
const RoomRate = plainObjectConstructor(function (this: WireRoomRate, product: Product, r: FigureReader, common: RoomRateCommon) {
  this.ratePlanCode = product.ratePlan.ratePlanCode;
  this.roomTypeCode = product.roomType.roomTypeCode;
  this.bookingCode = product.bookingCode;
  this.numRoomsAvail = r.next();
  this.rateAmount = r.next();
  this.amountBeforeTax = r.next();
  this.amountAfterTax = r.next();
  this.amountWithFees = r.next();
  this.averageRate = r.next();
  this.averageRateAfterFees = r.next();
  this.averageRateAfterTax = r.next();
  this.totalTaxes = r.next();
  this.totalServiceCharges = r.next();
  this.serviceChargesInTaxCalc = common.serviceChargesInTaxCalc;
  this.merchantTotalAmount = r.next();
  this.rateChangeIndicator = r.next() === 1;
  this.chargeTotals = readChargeTotals(r);
  this.rateDetails = readDetails(r, common.nights);
});

/**
 * Reads the room rate {@link recordRoomRate} wrote next, as the spec RoomRate of `product`.
 * `meals` is the plan's wire meals object, shared by the room rates of that plan.
 */
export function roomRateFromTape(r: FigureReader, product: Product, common: RoomRateCommon, meals: WireMeals | undefined): WireRoomRate {
  const rate = new RoomRate(product, r, common);
  if (common.serviceChargeDesc) rate.serviceChargeDesc = common.serviceChargeDesc;
  const deposit = r.next();
  if (!Number.isNaN(deposit)) rate.depositAmount = deposit;
  const first = rate.rateDetails[0];
  if (first?.rollawayRate !== undefined) rate.rollawayRate = first.rollawayRate;
  if (first?.cribRate !== undefined) rate.cribRate = first.cribRate;
  if (meals) rate.meals = meals;
  return rate;
}
