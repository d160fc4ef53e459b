/** What hotel needs to know about the calling partner (from its credential / configuration). */
export interface PartnerContext {
  /** The partner's id; reservations remember it and other partners cannot see them. */
  partnerId?: string;
  /** rateAmount is the average nightly rate (default) or the highest nightly rate of the stay. */
  displayRateType?: 'average' | 'highest';
  /** The channel may hold inventory (spec: authorized channels only). */
  holdAuthorized?: boolean;
  /** The channel may send roomStays[].rateOverrides (otherwise they are refused). */
  rateOverridesAllowed?: boolean;
  /**
   * The partner is a global distribution system: each of its shops is a GDS transaction
   * (`marketingText`, `crsRoomTypeCode`, `gdsFlags`), the single-property shop included, whose
   * request has no `primaryGdsCode` to say so.
   */
  gds?: boolean;
}
