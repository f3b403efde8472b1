import type { SlotTable } from "./slot-table.js";

/**
 * A read-only handle on a slot table. While any reader is open no writer can
 * be, which is what lets composition read the last good table while it
 * records its changes elsewhere (the change list, the insert table).
 *
 * Reads go through the table's by-index accessors (`reader.table.key(i)`…),
 * so the Composer's hot path has no extra indirection.
 */
export class SlotReader {
  closed = false;

  constructor(readonly table: SlotTable) {}

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.table.readers--;
  }
}
