/**
 * The cross-field rules of the requests that JSON Schema can state, as keywords added to the
 * plain JSON copies of the request schemas: the exported `REQUEST_SCHEMAS` and the OpenAPI
 * document are both made from these copies, so a tool reading either refuses what they say. The
 * walks do not compile these keywords; the record checks of `cross-field-rules.ts` check the same
 * rules (and the rules no JSON Schema can state), and a test holds Ajv compiled from the exported
 * schemas to the validators' verdicts on every rule case.
 */
import { CLIENT_TYPES } from './enums.js';

type Json = Record<string, unknown>;

/** The fields a request sending pseudoCityCode or secondaryGdsCode (a GDS request) must carry. */
function gdsDependencies(required: readonly string[]): Json {
  return { pseudoCityCode: [...required], secondaryGdsCode: [...required] };
}

/**
 * "One client account per clientType": per client type, at most one item of `clientAccounts` of
 * that type (2020-12 `contains` with `minContains: 0`, `maxContains: 1`).
 */
function oneClientAccountPerType(): Json[] {
  return CLIENT_TYPES.map((clientType) => ({
    contains: { type: 'object', properties: { clientType: { type: 'string', const: clientType } }, required: ['clientType'] },
    minContains: 0,
    maxContains: 1,
  }));
}

/** Every property of a shop carries gdsChainCode. */
const PROPS_WITH_CHAIN: Json = {
  type: 'object',
  properties: { props: { type: 'array', items: { type: 'object', properties: { gdsChainCode: { type: 'string' } }, required: ['gdsChainCode'] } } },
};

/** A count above 0: an integer, or also numeric text for the single-property shop. */
function countAbove0(text: boolean): Json {
  const integer = { type: 'integer', minimum: 1 };
  return text ? { anyOf: [integer, { type: 'string', pattern: '^[1-9][0-9]?$' }] } : integer;
}

/**
 * "At least one guest" (numAdults + numChildren >= 1, childAges' length standing for numChildren
 * when only ages are sent): with every count at least 0, one of them is above 0.
 */
function atLeastOneGuest(text: boolean): Json {
  return {
    anyOf: [
      { type: 'object', properties: { numAdults: countAbove0(text) } },
      { type: 'object', required: ['numChildren'], properties: { numChildren: countAbove0(text) } },
      { type: 'object', not: { required: ['numChildren'] }, required: ['childAges'], properties: { childAges: { type: 'array', items: {}, minItems: 1 } } },
    ],
  };
}

/** Keywords added to one schema inside a request schema (`at`: the keys that lead to it). */
interface Added {
  readonly at: readonly string[];
  readonly keywords: Json;
}

const RESERVATION: readonly Added[] = [
  { at: [], keywords: { dependentRequired: gdsDependencies(['gdsChainCode', 'primaryGdsCode']) } },
  { at: ['properties', 'clientAccounts'], keywords: { allOf: oneClientAccountPerType() } },
  { at: ['properties', 'roomStays', 'items'], keywords: atLeastOneGuest(false) },
];

/**
 * The keywords of each request schema (by component name) that state a cross-field rule: the GDS
 * codes of a request sending pseudoCityCode or secondaryGdsCode (`dependentRequired`, and
 * `dependentSchemas` for the shop's `props[].gdsChainCode`), one client account per clientType,
 * at least one guest per room. A GDS credential needs the GDS codes too; that depends on the
 * credential, not the payload, and stays in the description.
 */
const KEYWORDS: Readonly<Record<string, readonly Added[]>> = {
  ShopRequest: [{
    at: [],
    keywords: {
      dependentRequired: gdsDependencies(['primaryGdsCode']),
      dependentSchemas: { pseudoCityCode: PROPS_WITH_CHAIN, secondaryGdsCode: PROPS_WITH_CHAIN },
      ...atLeastOneGuest(false),
    },
  }],
  PropertyShopRequest: [{ at: [], keywords: atLeastOneGuest(true) }],
  DcReservationCreate: RESERVATION,
  DcReservationModify: RESERVATION,
};

/** `schema` with `keywords` added at the end of the path `at`, copying each object on the way. */
function addedAt(schema: Json, at: readonly string[], keywords: Json, name: string): Json {
  const [key, ...rest] = at;
  if (key === undefined) return { ...schema, ...keywords };
  const inner = schema[key];
  if (typeof inner !== 'object' || inner === null) throw new Error(`${name}: no ${key} on the way to a cross-field keyword`);
  return { ...schema, [key]: addedAt(inner as Json, rest, keywords, name) };
}

/**
 * A copy of the plain request schema `name` with the keywords of its cross-field rules that JSON
 * Schema can state. Throws when the schema has no place for them, so that a renamed field cannot
 * drop a rule silently.
 */
export function withCrossFieldKeywords(name: string, schema: Json): Json {
  return (KEYWORDS[name] ?? []).reduce((out, { at, keywords }) => addedAt(out, at, keywords, name), schema);
}
