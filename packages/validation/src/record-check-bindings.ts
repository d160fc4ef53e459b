/**
 * Build-time table (the generator and tests use it; the package's run time does not): which
 * record schema carries which record check of `cross-field-rules.ts` (by its exported name), and
 * which of the record's properties the check takes.
 */
import { RoomStaySchema } from './schema/reservation-request.js';
import type { RecordCheckBinding } from './schema-compiler.js';
import { REQUEST_SOURCE_SCHEMAS } from './schemas.js';

const STAY = ['arrivalDate', 'departureDate', 'numAdults', 'numChildren', 'childAges'] as const;
const STAY_CODES = [...STAY, 'roomTypeCode', 'ratePlanCode', 'bookingCode'] as const;
const GDS = ['pseudoCityCode', 'secondaryGdsCode'] as const;
const RESERVATION = ['roomStays', 'clientAccounts', 'additionalNames', ...GDS, 'gdsChainCode', 'primaryGdsCode'] as const;
/** A modify's additionalNames count against the whole reservation: the service checks them. */
const MODIFY = ['clientAccounts', ...GDS, 'gdsChainCode', 'primaryGdsCode'] as const;

/**
 * Record schema object → its record check in `cross-field-rules.ts` and the properties the check
 * takes, in the order of its parameters; for a reservation and its room stays, also the reporting
 * rule the collecting walk runs on the same properties as sent (a shop request's rules also read
 * properties its schema does not name: they run on the payload after the walk).
 */
export const RECORD_CHECKS: ReadonlyMap<object, RecordCheckBinding> = new Map<object, RecordCheckBinding>([
  [REQUEST_SOURCE_SCHEMAS.ShopRequest, { name: 'shopRequestHolds', reads: [...STAY, 'minRateQualifier', 'maxRateQualifier', ...GDS, 'primaryGdsCode', 'props'] }],
  [REQUEST_SOURCE_SCHEMAS.PropertyShopRequest, { name: 'stayHolds', reads: STAY }],
  [RoomStaySchema, { name: 'stayHolds', reads: STAY_CODES, report: 'reportRoomStay' }],
  [REQUEST_SOURCE_SCHEMAS.DcReservationCreate, { name: 'reservationHolds', reads: RESERVATION, report: 'reportReservation' }],
  [REQUEST_SOURCE_SCHEMAS.DcReservationModify, { name: 'reservationModifyHolds', reads: MODIFY, report: 'reportReservationModify' }],
]);
