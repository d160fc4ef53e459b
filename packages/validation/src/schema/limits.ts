/** Numeric limits of the spec ("Limits" table and field rules). */
export const LIMITS = {
  propsPerShop: 30,
  ratePlanCandidates: 20,
  roomAmenities: 5,
  childAges: 8,
  /** Adults, children, cribs or rollaway beds of one room stay (a domain bound, README). */
  perRoomCount: 99,
  /** A person's age in years: child ages (DESIGN section 4), adultAge. */
  age: 99,
  childAgeRanges: 6,
  roomsPerCreate: 9,
  roomsPerModify: 1,
  lengthOfStay: 90,
  comments: 3,
  commentLength: 65,
  requestCodes: 7,
  requestTextLength: 38,
  addresses: 3,
  emails: 4,
  phones: 5,
  rateOverrides: 90,
  /**
   * Every amount a partner sends is below this many units of its currency (README, amounts):
   * with 4 decimal places, 15 significant digits, the most a JSON number carries exactly.
   */
  amountBelow: 100_000_000_000,
  externalResIdLength: 20,
  groupNumberLength: 12,
  /**
   * Free text the spec leaves unbounded (the 64 KiB body was its only bound), bounded as
   * OpenTravel bounds it where it has the field (README, free text).
   */
  /** A phone number or extension, a travel partner's number or code. */
  shortTextLength: 32,
  clientNameLength: 60,
  /** A card's 3-D Secure values (cavv, transactionId): about 28 characters in practice. */
  secureAuthValueLength: 256,
  /** Rooms of one room type a catalog may hold on a night (hotel README, catalog bounds). */
  roomsOfARoomType: 9_999,
  /** A display order (roomDisplayOrder, ratePlanOrder) of the catalog. */
  displayOrder: 9_999,
  /** A charge rule's id: a 32-bit integer. */
  ruleId: 2_147_483_647,
  /** DESIGN section 4: all problems are reported, capped at this many notifications. */
  notifications: 100,
} as const;
