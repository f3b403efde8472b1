/**
 * The restart contract (docs/compiled-code.md, "Restarting"): a recompose
 * scope restarts its group alone as `block(props, $c, changed)` with the
 * inputs `updateScope` stored when the group was last *composed*. A group
 * whose body was skipped keeps the inputs it has (its props are equal); a
 * composed one stores new ones.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { AnyComposer } from "./composition.js";
import { flush } from "./recomposer.js";
import { mutableStateOf, type MutableState } from "./state/index.js";
import { scope, setup, type C } from "./test/scopes.js";

afterEach(() => flush());

interface RowProps {
  label: string;
  count: MutableState<number>;
}

/** Every call of `Row`: the props object and `$changed` it was given. */
const calls: { props: RowProps; changed: number }[] = [];

/** A composable in the compiled shape: `label` compared, `count` read (so the scope restarts alone). */
function Row(props: RowProps, c: C, $changed: number): void {
  calls.push({ props, changed: $changed });
  c.startRestartGroup(0x10);
  const dirty = $changed | (c.changed(props.label) ? 0b10 : 0);
  if ((dirty & 0b11) === 0 && c.skipping) c.skipToGroupEnd();
  else c.text(0x11, `${props.label} ${props.count.value}`);
  c.endRestartGroup()?.updateScope(Row, props, $changed | 1);
}

// What the caller says of prop 1 (`count`: same), so that a restart's bits are told apart from 0.
const CALLER_BITS = 0b1000;

describe("a restart", () => {
  it("passes the props and `$changed | 1` of the group's last composition, not of a call that skipped it", () => {
    calls.length = 0;
    const { composition, tree } = setup();
    const tick = mutableStateOf(0);
    const count = mutableStateOf(0);
    let label = "a";
    composition.setContent((c) =>
      scope(c, 1, "Parent", (c) => {
        c.text(2, `tick ${tick.value}`);
        Row({ label, count }, c, CALLER_BITS);
      }),
    );
    const composed = calls[0]!.props;

    tick.value++; // the parent recomposes; Row gets equal props in a new object and is skipped
    flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.props).not.toBe(composed);

    count.value++; // Row restarts alone
    flush();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.props).toBe(composed);
    expect(calls[2]!.changed).toBe(CALLER_BITS | 1);
    expect(tree()).toBe('root("tick 1","a 1")');

    label = "b"; // composed with new props: they become the restart's
    tick.value++;
    flush();
    const recomposed = calls[3]!.props;
    count.value++;
    flush();
    expect(calls).toHaveLength(5);
    expect(calls[4]!.props).toBe(recomposed);
    expect(calls[4]!.changed).toBe(CALLER_BITS | 1);
    expect(tree()).toBe('root("tick 2","b 2")');
  });

  it("given as a one-argument lambda (the contract before) is refused with R017, and the pass applies nothing", () => {
    const { composition, tree } = setup();
    const count = mutableStateOf(0);
    function Old(props: object, c: C): void {
      c.startRestartGroup(0x20);
      c.text(0x21, `count ${count.value}`);
      const scope = c.endRestartGroup();
      // What an older compiler emitted; the types refuse it, a stale bundle does not.
      (scope?.updateScope as unknown as ((block: (c: AnyComposer) => void) => void) | undefined)?.call(
        scope,
        (c2) => Old(props, c2 as C),
      );
    }
    expect(() => composition.setContent((c) => Old({}, c))).toThrow(/R017/);
    expect(tree()).toBe("root()");
  });
});
