/**
 * `composa`: the runtime. Composer, slot table, state, effects, locals, `flush`.
 */
export type { Applier } from "./applier.js";
