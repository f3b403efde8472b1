// @vitest-environment happy-dom
// Snapshots in application code (snapshots.tsx).
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf, Snapshot } from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { Card, Draft, Loader, seen, type Profile } from "./snapshots.js";

const profile = (): Profile => ({ first: mutableStateOf("Ada"), last: mutableStateOf("Lovelace") });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  seen.length = 0;
});

describe("snapshots in application code", () => {
  it("an async load written with withMutableSnapshot shows both names at once, never a mix", async () => {
    const p = profile();
    const { container } = render(Loader, { profile: p, load: async () => ["Grace", "Hopper"] });
    await tick();
    flush();
    expect(container.textContent).toBe("Grace Hopper");
    expect(seen).toEqual(["Ada Lovelace", "Grace Hopper"]);
  });

  it("an async block given to withMutableSnapshot is refused, with nothing of it applied", async () => {
    const p = profile();
    const { container } = render(Card, { profile: p });
    let resume!: () => void;
    const later = new Promise<void>((resolve) => (resume = resolve));
    expect(() =>
      Snapshot.withMutableSnapshot(async () => {
        p.first.value = "Grace";
        await later;
        p.last.value = "Hopper"; // goes to the global snapshot on its own: the reason for the error
      }),
    ).toThrow(/Composa \[R027\]: the block given to Snapshot.withMutableSnapshot returned a promise/);
    flush();
    expect(container.textContent).toBe("Ada Lovelace");
    resume();
    await tick();
  });

  it("snapshotFlow in a LaunchedEffect saves each distinct value and ends when the effect is aborted", async () => {
    const saved: string[] = [];
    let ended = 0;
    const { unmount } = render(Draft, { save: (t) => saved.push(t), ended: () => ended++ });
    await tick();
    const box = screen.getByLabelText("draft");
    fireEvent.input(box, { target: { value: "hi" } });
    await tick();
    fireEvent.input(box, { target: { value: "hi " } }); // the same once trimmed: not saved again
    await tick();
    fireEvent.input(box, { target: { value: "hi there" } });
    await tick();
    expect(saved).toEqual(["", "hi", "hi there"]);
    expect(ended).toBe(0);
    // Its state left with it and will never change again: the loop still ends (it would otherwise
    // wait for a change forever, keeping its observer and everything the block reads).
    unmount();
    await tick();
    expect(ended).toBe(1);
  });
});
