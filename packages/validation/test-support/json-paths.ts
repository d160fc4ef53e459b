/** Field paths of a JSON value in the validator's notation (`roomStays[0].childAges[2]`). */

/** A location in a JSON value: its segments and its path text. */
export interface Location {
  segments: Array<string | number>;
  path: string;
}

/** Path text of `segments`. */
export function pathOf(segments: ReadonlyArray<string | number>): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** Every leaf (string, number, boolean, null) of `value`, and every array and object under the root. */
export function locationsOf(value: unknown, leavesOnly = true, at: Array<string | number> = []): Location[] {
  const out: Location[] = [];
  const isContainer = typeof value === 'object' && value !== null;
  if (!isContainer || !leavesOnly) if (at.length > 0) out.push({ segments: at, path: pathOf(at) });
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...locationsOf(v, leavesOnly, [...at, i])));
  else if (isContainer) for (const [k, v] of Object.entries(value)) out.push(...locationsOf(v, leavesOnly, [...at, k]));
  return out;
}

/** A deep copy of `value` with the value at `segments` replaced (or deleted when `replacement` is undefined). */
export function withReplaced(value: unknown, segments: ReadonlyArray<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const s of segments.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  const last = segments[segments.length - 1] as string | number;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}
