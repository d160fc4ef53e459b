/**
 * `,"key":value` of a member as `JSON.stringify` writes it ('' for an undefined value, which it
 * leaves out); a finite number is written as its String, which is its JSON text, without a call
 * to `JSON.stringify`. The text writers of the shop reply (prop-dc-shop-json.ts,
 * room-rate-json.ts) build objects member by member with it.
 */
export function jsonMember(key: string, value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'number' && Number.isFinite(value) ? `,"${key}":${value}` : `,"${key}":${JSON.stringify(value)}`;
}
