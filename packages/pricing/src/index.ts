/** @packageDocumentation Exact hotel stay pricing. */
export type * from './types.js';
