/**
 * What a request really sends. The validator's cleaned copies hold every property their schema
 * names, one the partner left out as `undefined` (JSON leaves it out); the rules about what was
 * sent ("left out is kept", "`{}` removes") read only the defined ones.
 */

/** The properties of `value` whose value is defined (a new object; `value` is not changed). */
export function sentFields<T extends object>(value: T): Partial<T> {
  const sent: Partial<T> = {};
  for (const key of Object.keys(value) as Array<keyof T>) {
    if (value[key] !== undefined) sent[key] = value[key];
  }
  return sent;
}

/** Whether `value` sends no property: `{}`, or only undefined ones (the explicit removal value). */
export function sendsNothing(value: object): boolean {
  return Object.values(value).every((v) => v === undefined);
}
