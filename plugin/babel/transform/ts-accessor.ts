/**
 * `accessor` fields (TypeScript 4.9, the decorators proposal's auto-accessors),
 * written out as `tsc` emits them for ES2022: a private storage field and a
 * getter/setter pair, since no engine of the ES2022 baseline runs `accessor`.
 *
 * ```ts
 * class Store { accessor count = 0; static accessor shared = 1; }
 * ```
 *
 * becomes
 *
 * ```js
 * class Store {
 *   #count_accessor_storage = 0;
 *   get count() { return this.#count_accessor_storage; }
 *   set count(value) { this.#count_accessor_storage = value; }
 *   static #shared_accessor_storage = 1;
 *   static get shared() { return Store.#shared_accessor_storage; }
 *   static set shared(value) { Store.#shared_accessor_storage = value; }
 * }
 * ```
 *
 * A static one reads its storage through the class itself, never `this`: a
 * subclass's `Sub.shared` runs the getter with `this === Sub`, which has no
 * such private field. A named class is read through its name; a class
 * without one (`const C = class { static accessor x = 1 }`, `export default
 * class { … }`) through a binding of its own, as tsc's emit does (`_a`):
 * declared beside the class, in the block that evaluates it (each
 * evaluation, say a class made per loop iteration or per call, gets its own),
 * and set by a static block that runs first, `static { _a = this; }`. Unlike
 * tsc's `_a = class { … }`, the class expression stays where it was, so the
 * name it takes from its context (`C.name === "C"`) is unchanged. A
 * decorated `accessor` is left to the decorators plugin the user adds (CMP025).
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import type { Reporter } from "../errors.js";

export function lowerAccessor(path: NodePath<t.ClassAccessorProperty>, report: Reporter): void {
  const node = path.node;
  if (node.abstract || (node as { declare?: boolean }).declare) {
    path.remove();
    return;
  }
  // A decorated one is the decorators plugin's to compile (it is there, or the parser refused the
  // file with CMP025): its decorators see the accessor itself.
  if (node.decorators && node.decorators.length > 0) return;
  const key = node.key;
  let base: string;
  let publicKey: t.Expression | t.PrivateName;
  if (t.isPrivateName(key)) {
    base = key.id.name;
    publicKey = t.privateName(t.identifier(key.id.name));
  } else if (!node.computed && t.isIdentifier(key)) {
    base = key.name;
    publicKey = t.identifier(key.name);
  } else if (t.isStringLiteral(key) || t.isNumericLiteral(key)) {
    base = String(key.value).replace(/[^A-Za-z0-9_$]/g, "_");
    publicKey = t.cloneNode(key);
  } else
    throw report.at("CMP014", key, {
      what: "an `accessor` field with a computed name",
      instead:
        "a private field and a `get`/`set` pair (`#v = 0; get [k]() { return this.#v; } set [k](v) { this.#v = v; }`)",
    });
  const classBody = path.parentPath.node as t.ClassBody;
  const taken = new Set(
    classBody.body.flatMap((m) => ("key" in m && t.isPrivateName(m.key) ? [m.key.id.name] : [])),
  );
  let storage = `${base}_accessor_storage`;
  for (let i = 1; taken.has(storage); i++) storage = `${base}_accessor_storage_${i}`;
  const classPath = path.parentPath.parentPath as NodePath<t.Class>;
  const cls = classPath.node;
  const self = node.static && !cls.id ? classBinding(classPath) : null;
  const owner = (): t.Expression =>
    !node.static ? t.thisExpression() : t.identifier(self ? self.name : cls.id!.name);
  const read = () => t.memberExpression(owner(), t.privateName(t.identifier(storage)));
  const field = t.classPrivateProperty(t.privateName(t.identifier(storage)), node.value, null, node.static);
  const isPrivate = t.isPrivateName(publicKey);
  const method = (kind: "get" | "set", params: t.Identifier[], body: t.Statement[]) =>
    isPrivate
      ? t.classPrivateMethod(
          kind,
          t.cloneNode(publicKey) as t.PrivateName,
          params,
          t.blockStatement(body),
          node.static,
        )
      : t.classMethod(
          kind,
          t.cloneNode(publicKey) as t.Expression,
          params,
          t.blockStatement(body),
          false,
          node.static,
        );
  const getter = method("get", [], [t.returnStatement(read())]);
  const setter = method(
    "set",
    [t.identifier("value")],
    [t.expressionStatement(t.assignmentExpression("=", read(), t.identifier("value")))],
  );
  path.replaceWithMultiple([field, getter, setter]);
}

/** The binding a class without a name is read through by its static accessors, one per class (see the file comment). */
const classBindings = new WeakMap<t.Class, t.Identifier>();

function classBinding(classPath: NodePath<t.Class>): t.Identifier {
  const cls = classPath.node;
  let id = classBindings.get(cls);
  if (id) return id;
  const outer = classPath.parentPath.scope;
  id = outer.generateUidIdentifier("a");
  outer.push({ id: t.cloneNode(id), kind: "let" });
  const capture = t.staticBlock([
    t.expressionStatement(t.assignmentExpression("=", t.cloneNode(id), t.thisExpression())),
  ]);
  cls.body.body.unshift(capture);
  classBindings.set(cls, id);
  return id;
}
