// @vitest-environment happy-dom
// A SideEffect that writes, at every pass, state its composable reads
// (writes.tsx's EffectLoop; React's effect without deps that sets state). In a
// file of its own: frames here run when the test says so, from the first one.
import { render as renderInto } from "composa/dom";
import { render } from "composa/testing";
import { afterAll, expect, it, vi } from "vitest";
import { EffectLoop } from "./writes.js";

let frames: FrameRequestCallback[] = [];
vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
const reported: unknown[] = [];
vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
afterAll(() => vi.unstubAllGlobals());

function frame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

it("is stopped with an error that names it and says why", () => {
  expect(() => render(EffectLoop, { onCompose: () => {} })).toThrow(
    /Composa \[R006\].*EffectLoop.*keeps invalidating itself.*SideEffect/,
  );
  frame();
  expect(frames).toEqual([]);
});

it("stopped in a frame, it is reported once and the next frames do not start it again", () => {
  let passes = 0;
  const app = renderInto(EffectLoop, document.createElement("div"), { onCompose: () => passes++ });
  frame();
  expect(reported.map(String)).toEqual([expect.stringMatching(/R006.*EffectLoop/)]);
  const stopped = passes;
  frame();
  frame();
  expect(passes).toBe(stopped);
  expect(frames).toEqual([]);
  app.dispose();
});
