/**
 * `@direct-connect/validation/arbitraries`: fast-check generators of the direct-connect API's
 * requests, for property tests of an integration. Valid payloads of every request, and payloads
 * with exactly one named fault. fast-check (4.x) is a peer dependency.
 */
export {
  isoDay, validAmount, stayDates, occupancy, validShopRequest, validPropertyShopRequest, validName, validAddress, validGuest,
  validRoomStay, validGuarantee, validReservation, validCancelRequest, validConfirmRequest, validTokenRequest,
  sampleRoomStay, sampleReservation, sampleReservationWith15Errors,
} from './valid-payloads.js';
export { RULE_CASES, validPayload, type CaseKind, type RuleCase } from './rule-cases.js';
export { payloadWithOneFault, type OneFault } from './one-fault.js';
