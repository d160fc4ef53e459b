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
  externalResIdLength: 20,
  groupNumberLength: 12,
  /** DESIGN section 4: all problems are reported, capped at this many notifications. */
  notifications: 100,
} as const;
