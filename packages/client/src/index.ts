/**
 * `@direct-connect/client`: a partner's typed client of the direct-connect API. Tokens handled
 * as the spec asks, requests validated before they travel, typed outcomes that never throw for an
 * HTTP status, hold helpers and a complete modify from a read. Runs on Node >= 20.19 and in
 * browsers (plain `fetch`); imports only `@direct-connect/validation`.
 */
export { createClient, type Client, type ClientOptions } from './create-client.js';
export type { FetchFunction } from './exchange.js';
export type { HeldReservation, StayRef } from './held-reservation.js';
export { modifyFromRead, type StayChanges } from './modify-from-read.js';
export type {
  Failure, Forbidden, Invalid, NetworkFailure, NotFound, Outcome, ServiceError, Success, TokenRequestRefused, TryLater,
  Unauthorized, Unexpected,
} from './outcome.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry-policy.js';
export type { StoredToken, TokenStore } from './token-store.js';
/**
 * The wire types of the requests and replies, re-exported from `@direct-connect/validation`, so
 * that a project depending on this package alone can name them (with pnpm or Yarn PnP a project
 * cannot import a package it does not list itself).
 */
export type {
  CancelReply, CancelRequest, ConfirmRequest, DcReservation, DcReservationStay, ErrorDetail, Fault, Notification, PropDcShop,
  PropertyShopRequestWire, ShopRequest, TokenError, WhoAmI,
} from '@direct-connect/validation';
