import type { Calculator } from './calculator.js';
import type { PreparedDiscount } from './prepare-rate-product.js';
import { RATE_SLOT, type RateTable } from './rate-table.js';
import type { StayGuests } from './plan-stay.js';
import type { StayScales } from './stay-scales.js';

/** The room rate of a rate entry for a stay's guests (DESIGN 3, Room rate steps 1-4). */
export interface EntryRoomRate<T> {
  /** roomRate at the room scale: adult part + child part, with the product's discount. */
  readonly room: T;
  /** The discount's change of roomRate (taken off or added) at the room scale; zero without one. */
  readonly discount: T;
  /** The children's combined nightly charge at the money scale; undefined without children. */
  readonly children: T | undefined;
  /** Cribs and rollaways of one night at the money scale. */
  readonly beds: T;
}

/** Why a rate entry cannot price the stay's guests. */
export interface NoRoomRate {
  readonly reason: 'noRateForNight' | 'extraBedNotOffered';
  readonly message: string;
  /** The StayRequest field at fault, when the stay asks for what the rate entry does not offer. */
  readonly field?: 'numCribs' | 'numRollAways';
}

/**
 * roomRate of rate entry `index` of `rates`: P adults pay ratePPerson, else the highest rateKPerson
 * with K < P plus (P - K) x extraPersonRate; with age-based pricing each child pays its range's
 * childRates entry, otherwise the flat extraChildRate each (0 when absent); then the product's
 * discount.
 */
export function entryRoomRate<T>(calc: Calculator<T>, rates: RateTable, index: number, guests: StayGuests, ageBasedPricing: boolean, discount: PreparedDiscount | undefined, s: StayScales): EntryRoomRate<T> | NoRoomRate {
  const adults = guests.pricedAdults;
  let k = Math.min(adults, 4);
  while (k > 0 && !rates.has(index, RATE_SLOT.person + k - 1)) k--;
  if (k === 0) return { reason: 'noRateForNight', message: `rates[${index}] has no rate for ${adults} adult(s)` };
  let list = rates.amount(calc, index, RATE_SLOT.person + k - 1, s.money);
  if (k < adults) {
    if (!rates.has(index, RATE_SLOT.extraPerson)) return { reason: 'noRateForNight', message: `rates[${index}] has no rate${k}Person... for ${adults} adults and no extraPersonRate` };
    list = calc.add(list, calc.multiplyByCount(rates.amount(calc, index, RATE_SLOT.extraPerson, s.money), adults - k));
  }

  let children = calc.zero;
  if (ageBasedPricing) {
    for (let i = 0; i < guests.childrenPerRange.length; i++) {
      const count = guests.childrenPerRange[i] as number;
      if (count === 0) continue;
      if (!rates.has(index, RATE_SLOT.childRates + i)) return { reason: 'noRateForNight', message: `rates[${index}].childRates[${i}] is missing for a child in age range ${i}` };
      children = calc.add(children, calc.multiplyByCount(rates.amount(calc, index, RATE_SLOT.childRates + i, s.money), count));
    }
  } else if (guests.numChildren > 0 && rates.has(index, RATE_SLOT.extraChild)) {
    children = calc.multiplyByCount(rates.amount(calc, index, RATE_SLOT.extraChild, s.money), guests.numChildren);
  }
  list = calc.add(list, children);

  const crib = rates.has(index, RATE_SLOT.crib);
  const rollaway = rates.has(index, RATE_SLOT.rollaway);
  if (guests.numCribs > 0 && !crib) return { reason: 'extraBedNotOffered', message: `rates[${index}] has no cribRate`, field: 'numCribs' };
  if (guests.numRollAways > 0 && !rollaway) return { reason: 'extraBedNotOffered', message: `rates[${index}] has no rollawayRate`, field: 'numRollAways' };
  let beds = calc.zero;
  if (crib && guests.numCribs > 0) beds = calc.multiplyByCount(rates.amount(calc, index, RATE_SLOT.crib, s.money), guests.numCribs);
  if (rollaway && guests.numRollAways > 0) beds = calc.add(beds, calc.multiplyByCount(rates.amount(calc, index, RATE_SLOT.rollaway, s.money), guests.numRollAways));

  const listAtRoom = calc.shiftUp(list, s.room - s.money);
  const room = discountedRate(calc, list, discount, s);
  const change = calc.compare(room, listAtRoom) >= 0 ? calc.subtract(room, listAtRoom) : calc.subtract(listAtRoom, room);
  return { room, discount: change, children: guests.numChildren > 0 ? children : undefined, beds };
}

/**
 * A derived rate (spec DiscountType) applied to a list rate L at the money scale, giving the
 * room scale: percentOff L x (1 - a/100), percentAdd L x (1 + a/100), amountOff L - a (never
 * below 0), amountAdd L + a.
 */
export function discountedRate<T>(calc: Calculator<T>, list: T, discount: PreparedDiscount | undefined, s: StayScales): T {
  if (discount === undefined) return list;
  switch (discount.type) {
    case 'percentOff':
    case 'percentAdd': {
      // L x a / 100 is the integer L x coefficient(a) at scale money + a's decimals + 2 = room.
      const part = calc.multiply(list, calc.coefficient(discount.amount));
      const whole = calc.shiftUp(list, s.room - s.money);
      return discount.type === 'percentOff' ? calc.subtract(whole, part) : calc.add(whole, part);
    }
    case 'amountOff': {
      const off = calc.scaled(discount.amount, s.money);
      return calc.compare(list, off) > 0 ? calc.subtract(list, off) : calc.zero;
    }
    case 'amountAdd':
      return calc.add(list, calc.scaled(discount.amount, s.money));
  }
}
