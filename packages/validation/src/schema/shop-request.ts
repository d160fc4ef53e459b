/** Shop requests: multi-property (`POST /dcshop/props`) and single-property (`POST /dcshop/props/{propCode}`). */
import Type from 'typebox';
import { RATE_PLAN_CATEGORIES, ROOM_AMENITIES } from './enums.js';
import { LIMITS } from './limits.js';
import { Amount } from './amounts.js';
import { ChildAge, CountText, PerRoomCount } from './counts.js';
import { Alpha2, AlphaNum2, Code2to6, CurrencyCode, DateString, PromoCode, PseudoCityCode, RatePlanId, TravelAgentId } from './strings.js';


/** One property asked for in a multi-property shop. */
export const ShopProp = Type.Object({ propCode: Code2to6, gdsChainCode: Type.Optional(Alpha2) });

export const RatePlanCandidate = Type.Object({
  ratePlanCategory: Type.Enum(RATE_PLAN_CATEGORIES),
  ratePlanId: Type.Optional(RatePlanId),
});

export const ShopRequestSchema = Type.Object(
  {
    arrivalDate: DateString,
    departureDate: DateString,
    numAdults: PerRoomCount,
    numChildren: Type.Optional(PerRoomCount),
    childAges: Type.Optional(Type.Array(ChildAge, { minItems: 1, maxItems: LIMITS.childAges })),
    props: Type.Array(ShopProp, { minItems: 1, maxItems: LIMITS.propsPerShop, uniqueItems: true }),
    displayCurrency: Type.Optional(CurrencyCode),
    maxRateQualifier: Type.Optional(Amount),
    minRateQualifier: Type.Optional(Amount),
    primaryGdsCode: Type.Optional(AlphaNum2),
    secondaryGdsCode: Type.Optional(AlphaNum2),
    promoCode: Type.Optional(PromoCode),
    pseudoCityCode: Type.Optional(PseudoCityCode),
    ratePlanCandidates: Type.Optional(Type.Array(RatePlanCandidate, { minItems: 1, maxItems: LIMITS.ratePlanCandidates })),
    roomAmenities: Type.Optional(Type.Array(Type.Enum(ROOM_AMENITIES), { minItems: 1, maxItems: LIMITS.roomAmenities, uniqueItems: true })),
    travelAgentId: Type.Optional(TravelAgentId),
  },
  {
    description:
      'Multi-property shop. Cross-field rules: departureDate after arrivalDate; length of stay at most 90 nights; ' +
      'childAges has numChildren items when both are sent; numAdults + numChildren at least 1; ' +
      'minRateQualifier <= maxRateQualifier.',
  },
);

const CountOrText = Type.Union([PerRoomCount, CountText], { description: 'integer from 0 to 99, or numeric text such as "2"' });

/** What the single-property shop accepts on the wire: counts may be numeric text. */
export const PropertyShopRequestSchema = Type.Object(
  {
    arrivalDate: DateString,
    departureDate: DateString,
    numAdults: CountOrText,
    numChildren: Type.Optional(CountOrText),
    childAges: Type.Optional(Type.Array(Type.Union([ChildAge, CountText]), { minItems: 1, maxItems: LIMITS.childAges })),
  },
  {
    description:
      'Single-property shop. Counts and ages may be sent as strict numeric text ("2"; not "", " 2", "2.0", "1e1"), 0 to 99 as the integers. ' +
      'Cross-field rules as for the multi-property shop.',
  },
);
