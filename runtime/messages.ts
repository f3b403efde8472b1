/**
 * The runtime's catalogue of errors a program can cause, each with a code
 * and one prefix (`Composa [R…]:`), as the compiler's are
 * (`plugin/babel/errors.ts`): the message says what happened and what to
 * write instead. A composable that throws is reported as a
 * `CompositionError` (errors.ts), which names it. Failed invariants inside
 * the runtime itself say "Composa internal error": those are bugs.
 */
import { DEV } from "./dev.js";

export const RUNTIME_ERRORS = {
  R001: "`remember` and effects can only be called while composing: call them in a composable's body (a handler or a timer runs later, outside composition).",
  R002: "{name} is an element (`<{name} …>`): compile the file with composa/babel (composa/vite does).",
  R003: "this JSX was compiled by a plain JSX transform. Compile it with composa/babel (or composa/vite): in the dialect an element is a statement, not a value.",
  R004: "the composition was disposed: call render() again to compose into its container.",
  R005: "a group asked for more slots than it had when it was first composed; calls that use slots (remember, changed) must not be conditional: put conditional ones in a group of their own (an `if` does).",
  R006: "recomposition did not settle after {passes} passes; {names} keeps invalidating itself: it reads state that is written again at every pass, while it composes or by an effect that runs after each pass (a SideEffect, or an effect whose keys change every pass). Write state in event handlers, or in an effect only when the value differs.",
  R007: "this needs {what}, which a server render (composa/server) does not have: it writes markup once and keeps no live tree. Compose it only in the browser (e.g. behind a state that an effect sets).",
  R008: "`{name}` on <{tag}> was not set: it needs {feature}() from composa/dom, which nothing in this program called. Compiled code calls it for each host attribute that needs it; hand-written code that sets this property (through Composer.set or an Applier) calls it once, or installDomFeatures() for all.",
  R009: "cannot {what} a disposed snapshot: call Snapshot.takeSnapshot() or takeMutableSnapshot() for a new one.",
  R010: "cannot {what} a snapshot that was already applied: call Snapshot.takeMutableSnapshot() for a new one.",
  R011: "cannot take a mutable snapshot inside a read-only snapshot: call Snapshot.takeMutableSnapshot() outside its enter().",
  R012: "cannot apply a nested snapshot whose parent was already applied or disposed: call apply() on a nested snapshot before its parent's.",
  R013: "the global snapshot cannot be disposed: call dispose() on the snapshots you took instead.",
  R014: "cannot write {name} inside a read-only snapshot (Snapshot.takeSnapshot); take a mutable one (Snapshot.takeMutableSnapshot) to write, or write outside enter().",
  R015: "A derivedStateOf calculation wrote to {name}: derived calculations must be pure; write from an event handler or an effect instead.",
  R016: "movable content cannot be placed: it needs installMovableContent() from composa/dom, which nothing in this program called. Compiled code calls it in each module that imports movableContentOf; hand-written code calls it once, or installDomFeatures() for all.",
  R017: "updateScope takes the restart as (composable, props, changed bits), `endRestartGroup()?.updateScope(Fn, props, bits | 1)`, not a lambda `(c) => Fn(props, c, …)` (code compiled by an older composa/babel, or hand-written in that form): recompile, or pass the function, its props and its bits.",
  R018: "`<{name}>` is {value}, not a composable. A composable given as a prop may be missing: write `{{name} && <{name} … />}` (or `if ({name}) …`) when it is optional; an import may name an export that does not exist.",
  R019: "{value} is not valid as a child: only text, numbers, arrays and content show (React refuses it too). Write one of its fields (`{user.name}`), a state's value (`{count.value}`, not the state `{count}`), its text (`{String(date)}`, `{date.toLocaleDateString()}`), or its items as an array.",
  R020: "group key {key} is not a 32-bit integer: the slot table keeps keys in an Int32Array, where it would read back as another number and the group would never be found again (its state lost at every pass). Write keys between -2147483648 and 2147483647 (compiled code does).",
  R021: "`<{name}>` is {value}, not a composable: `{from}` gave nothing to call. Check that the module exports that name (a misspelling, or a default import of a module that has only named exports), and that the two modules do not import each other: in an import cycle one of them runs before the other has defined its exports (move what both need into a third module).",
  R022: "the composable `{name}` was called as a plain function (where its Composer goes it got {given}): a composable runs only where it is placed with element syntax. Write `<Name … />`; a slot given as a prop or as children is placed the same way, `<props.children pos={p} />` or, after `const { children: Children } = props`, `<Children pos={p} />`, not `children(p)`; for a list, `{xs.map((x) => <Row key={x.id} x={x} />)}`, not `xs.map(props.renderRow)`.",
  R027: "the block given to Snapshot.withMutableSnapshot returned a promise (an async function?): it left the snapshot at its first `await`, so what it writes after that goes to the global snapshot write by write, not together with the rest; what it wrote before was not applied. Await first, then write in a synchronous block: `const data = await load(); Snapshot.withMutableSnapshot(() => { a.value = data.a; b.value = data.b; })`.",
  R029: 'the LaunchedEffect in {name} returned a function, which nothing calls: a LaunchedEffect has no cleanup, it is aborted instead. Write DisposableEffect(keys, () => { …; return cleanup; }) for a cleanup, or put it in the block: signal.addEventListener("abort", cleanup).',
  R030: "{call} was given {value} as the app, not a composable: pass the function itself (`{call}(App, …)`). An import may name an export that does not exist (`import App from` a module that exports `App` by name).",
  R031: '{call} was given {value} as the container, not an element: `document.getElementById(…)` found nothing? Check the id, and call {call} once the element exists (a `type="module"` script runs after the page is parsed).',
  R032: "{what} needs a function{where}, and was given {value}: write the block as a function, `{what}(() => …)`.",
  R033: "CompositionLocalProvider's `values` holds {value}: write each entry as a composition local's `provides(value)`, `values={[LocalTheme.provides(\"dark\")]}`.",
  R034: "snapshot apply failed: {names} changed after the snapshot was taken, and its policy cannot merge (give the state a SnapshotMutationPolicy with merge(previous, current, applied) to combine concurrent writes).",
  R039: "hydrate was given the document, so the app's root must be `<html>` (a whole-document app, as React's `hydrateRoot(document, <App />)`), and it composed {what} there. Write the app as `<html><head>…</head><body>…</body></html>`, or hydrate an app that renders part of the page into its container: `hydrate(App, document.getElementById(\"app\")!)`.",
  R052: "render was given the document itself: a client render composes into an element it owns, and the document's `<html>`, `<head>` and `<body>` are shared with the page (render does not adopt them as React's `createRoot(document)` does). Render into an element, `render(App, document.body)` or `render(App, document.getElementById(\"app\")!)`, with the head's tags in the page; for a whole-document app the server rendered, call `hydrate(App, document)` (after which `render(App, document)` recomposes it).",
  R053: "movable content left one composition and was placed in another {when}, not in the same pass: it was disposed when its place left (its remembered state ended, its effects left) and starts afresh there. Movable content moves only within one pass of one composition with its Portals and subcompositions (DESIGN.md, \"Movable content\"), as Compose's within one Recomposer frame. Write the state that moves it where that pass reads it: in the composable that holds both places (a Portal's content composes in its parent's pass when the parent reads the state too), not in two roots, nor in an effect that places it a frame later.",
  R054: "a promise was thrown ({value}), as React's Suspense data sources (`use(promise)`, a resource's `read()`) throw one to wait: Composa has no Suspense, composition is synchronous and nothing retries when the promise settles. Write the loading as state: `LaunchedEffect(key, async (signal) => { data.value = await load(signal); })`, and compose a loading state while `data.value` is undefined (the promise is this error's cause).",
} as const;

/**
 * Failed invariants of the runtime itself (bugs, not the program's mistakes):
 * the same folding as the catalogue above, so that a production bundle
 * carries the codes and not the texts.
 */
export const INTERNAL_ERRORS = {
  I001: "cannot read the slot table while a writer is open",
  I002: "the slot table already has an open writer",
  I003: "cannot write the slot table while readers are open",
  I004: "anchor of a removed group",
  I005: "a slot was added to a group after one of its child groups; slots that follow a child group need a group of their own (wrap the call in a group)",
  I006: "group {group} has {count} slots; a group's slot count is fixed once written",
  I007: "cannot move group {from} to {to}: not a sibling before it",
  I008: "cannot move group {from} to end at {to}: not a sibling range",
  I009: "Observation.begin(): this observation is already tracking",
  I010: "Observation.end(): not the innermost tracking observation",
  I011: "{name} has no value this snapshot can see",
  I012: "a restart lambda must recompose exactly its own group (updateScope was given another composable)",
  I013: "skipToGroupEnd while inserting",
  I014: "a checkpoint must come before the group's children",
  I015: "a template node has fewer children than its code expects",
} as const;

export type InternalErrorCode = keyof typeof INTERNAL_ERRORS;

/** The error for a failed invariant `code` ("Composa internal error [I…]: …"). */
export function internalError(code: InternalErrorCode, params: Record<string, string | number> = {}): Error {
  if (!DEV) {
    const values = Object.values(params).join(", ");
    return new Error(`Composa internal error [${code}]${values ? `: ${values}` : ""} (production build)`);
  }
  return new Error(`Composa internal error [${code}]: ${fill(INTERNAL_ERRORS[code], params)}`);
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export type RuntimeErrorCode = keyof typeof RUNTIME_ERRORS;

/**
 * The error for `code`, its `{placeholders}` filled from `params`. A
 * production build (DEV false, dev.ts) leaves the catalogue's texts out of the
 * bundle and says the code and the values (the composable's name, for R002
 * and R006); a `CompositionError` around it names the composable that threw.
 */
export function runtimeError(code: RuntimeErrorCode, params: Record<string, string | number> = {}): Error {
  return new Error(runtimeMessage(code, params));
}

/** `runtimeError`'s message, for errors of another class (`SnapshotApplyConflictError`). */
export function runtimeMessage(code: RuntimeErrorCode, params: Record<string, string | number> = {}): string {
  if (!DEV) {
    const values = Object.values(params).join(", ");
    return `Composa [${code}]${values ? `: ${values}` : ""} (production build: a development build explains ${code})`;
  }
  return `Composa [${code}]: ${fill(RUNTIME_ERRORS[code], params)}`;
}
