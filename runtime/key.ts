import { currentComposer } from "./remember.js";
import { KEY_GROUP } from "./group-keys.js";

/**
 * Composes `block` in a group identified by `k`: when the order of keys
 * changes, the content and its remembered state move with their key (the
 * compiler turns `key(k, () => …)` in the dialect into the same group).
 *
 * @example
 * for (const user of users) key(user.id, () => UserRow({ user }, $c, 0));
 */
export function key<T>(k: unknown, block: () => T): T {
  const composer = currentComposer();
  composer.startMovableGroup(KEY_GROUP, k);
  const result = block();
  composer.endMovableGroup();
  return result;
}
