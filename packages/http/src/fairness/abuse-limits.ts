/**
 * The limits that keep one caller from taking the service from others (DESIGN sections 5 and
 * 6), with their defaults for an app built without them (`createApp` embedders, tests).
 */
import {
  DEFAULT_HOLD_QUOTA, DEFAULT_HOLD_ROOMS_PER_NIGHT, DEFAULT_SHOP_CONCURRENCY, DEFAULT_SHOP_MAX_COST, DEFAULT_TOKEN_ADDRESS_FAILURE_LIMIT, DEFAULT_TOKEN_ISSUE_LIMIT, DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT, type Config,
} from '../config.js';

/** Names of the limits in {@link Config}. */
export type AbuseLimitName = 'tokenAddressFailureLimit' | 'tokenIssueLimit' | 'trustedProxies' | 'holdQuota' | 'holdRoomsPerNight' | 'shopMaxCost' | 'shopConcurrency' | 'writeRoomNightsInFlight';

/** Every limit, defaults filled in. */
export type AbuseLimits = Pick<Config, AbuseLimitName>;

/** The limits of `config`, each absent one at its default. */
export function abuseLimitsOf(config: Partial<AbuseLimits>): AbuseLimits {
  return {
    tokenAddressFailureLimit: config.tokenAddressFailureLimit ?? DEFAULT_TOKEN_ADDRESS_FAILURE_LIMIT,
    tokenIssueLimit: config.tokenIssueLimit ?? DEFAULT_TOKEN_ISSUE_LIMIT,
    trustedProxies: config.trustedProxies ?? [],
    holdQuota: config.holdQuota ?? DEFAULT_HOLD_QUOTA,
    holdRoomsPerNight: config.holdRoomsPerNight ?? DEFAULT_HOLD_ROOMS_PER_NIGHT,
    shopMaxCost: config.shopMaxCost ?? DEFAULT_SHOP_MAX_COST,
    shopConcurrency: config.shopConcurrency ?? DEFAULT_SHOP_CONCURRENCY,
    writeRoomNightsInFlight: config.writeRoomNightsInFlight ?? DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT,
  };
}
