/**
 * The children of one room as a request gives them: `numChildren` when sent, else the number of
 * `childAges` sent (the validators accept ages without a count: the ages are then the children),
 * else undefined (none). Occupancy, pricing and the figures shown all count them so.
 */
export function childrenOf(room: { numChildren?: number | undefined; childAges?: readonly number[] | undefined }): number | undefined {
  return room.numChildren ?? room.childAges?.length;
}
