/**
 * A deposit the request states (`guarantee.deposit`) against the deposit the booked stay's rate
 * plan asks for. The deposit of a stay is the plan's rule (its deposit policy priced on the stay,
 * due on the property-local booking date); a partner that sends another amount or date has told
 * its guest something the property will not collect, so the request is refused rather than the
 * partner's figure replaced in silence (hotel README, "Deposit"). A modify may carry back the
 * deposit its read returned: the stored stay's deposit counts as not sent.
 */
import type { Guarantee } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import type { Refusal } from './reservation-record.js';

type StayDeposit = NonNullable<ReservationStay['guarantee']['deposit']>;

/** Whether a sent deposit states the stored one (its amount, and its due date when sent). */
function states(sent: NonNullable<Guarantee['deposit']>, deposit: StayDeposit | undefined): boolean {
  return deposit !== undefined && sent.amount === deposit.amount && (sent.dueDate === undefined || sent.dueDate === deposit.dueDate);
}

/**
 * The refusal of a sent `guarantee.deposit` that is not the deposit of `stay` (the stay as built
 * for the room stay at `path`), or undefined when none is sent, it matches, or (on a modify) it is
 * the deposit of the stored stay `asRead`. GUARANTEE_NOT_ACCEPTED naming `guarantee.deposit` (the
 * plan takes none), `guarantee.deposit.amount` or `guarantee.deposit.dueDate`.
 */
export function depositRefusal(sent: Guarantee['deposit'], stay: ReservationStay, path: string, asRead?: ReservationStay): Refusal | undefined {
  if (sent === undefined || states(sent, asRead?.guarantee.deposit)) return undefined;
  const due = stay.guarantee.deposit;
  const product = `room type ${stay.roomType.roomTypeCode} at rate plan ${stay.ratePlan.ratePlanCode}`;
  if (due === undefined) {
    return { code: 'guaranteeMethodNotAccepted', message: `${path}, ${product}, takes no deposit: leave guarantee.deposit out`, fields: ['guarantee.deposit'] };
  }
  const sum = due.currencyCode === undefined ? `${due.amount}` : `${due.amount} ${due.currencyCode}`;
  const rule = `the deposit of ${path}, ${product}, is ${sum} due ${due.dueDate}`;
  if (sent.amount !== due.amount) {
    return { code: 'guaranteeMethodNotAccepted', message: `${rule}, not ${sent.amount}: send that amount, or leave guarantee.deposit out`, fields: ['guarantee.deposit.amount'] };
  }
  if (sent.dueDate !== undefined && sent.dueDate !== due.dueDate) {
    return { code: 'guaranteeMethodNotAccepted', message: `${rule}, not ${sent.dueDate}: send that date, or leave dueDate out`, fields: ['guarantee.deposit.dueDate'] };
  }
  return undefined;
}
