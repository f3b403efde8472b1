/**
 * The names compiled code declares in a composable (`$c`, `$props`,
 * `$changed`, `$dirty`, numbered temporaries such as `$v3` or `$props0`, the
 * `$composa$…` helpers) must not be the user's: a user's `const $c = …` in a
 * composable's body would shadow the Composer every call after it uses, and a
 * module-level `$props` read in a body would read the parameter instead.
 * User bindings with such a name are renamed (every reference with them)
 * before the compiler adds its own.
 */
import type { NodePath } from "@babel/traverse";
import type * as t from "@babel/types";

const RESERVED = /^\$(c|props|changed|dirty|body|Default)$|^\$[A-Za-z]+\d+$|^\$composa\$|^\$(tpl|holes)/;

export function renameReserved(program: NodePath<t.Program>): void {
  const rename = (path: NodePath) => {
    for (const name of Object.keys(path.scope.bindings))
      if (RESERVED.test(name)) path.scope.rename(name, path.scope.generateUid(name.slice(1)));
  };
  rename(program);
  program.traverse({
    Scopable(path) {
      rename(path);
    },
  });
}
