// @vitest-environment happy-dom
// A test file in the dialect (.tsx, compiled by composa/vite), as React and Solid
// users write theirs: the composable under test given inline, `render(() => <App … />)`
// (Solid Testing Library's form) and `renderHook(() => useThing(…))` (React Testing
// Library's). The compiler takes the first argument of composa's root functions
// as a composable (plugin/babel/analyze, ROOT_CALLS), not as a callback.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf } from "composa";
import { hydrate, render as renderInto } from "composa/dom";
import { renderToString } from "composa/server";
import { act, render, renderHook } from "composa/testing";
import { describe, expect, it } from "vitest";
import { Counter, DarkTheme, effectLog, useCounter, useThemeLabel } from "./test/apps.js";

describe("composa/testing with the composable given inline", () => {
  it("render(() => <Counter … />): composed, interactive, and a state it reads recomposes it", async () => {
    const label = mutableStateOf("Inline");
    render(() => <Counter label={label.value} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "+1" }));
    expect(screen.getByText("Inline: 1")).toBeTruthy();
    act(() => (label.value = "Renamed"));
    expect(screen.getByText("Renamed: 1")).toBeTruthy(); // the count is kept
  });

  it("render(() => { … }) with statements, inside a wrapper", () => {
    const { container } = render(
      () => {
        <h1>Title</h1>;
        <Counter label="Wrapped" />;
      },
      undefined,
      { wrapper: DarkTheme },
    );
    expect(container.querySelector(".themed")!.textContent).toBe("TitleWrapped: 0+1");
  });

  it("renderHook(() => useCounter(5)): the hook's value, its state, its cleanup", () => {
    effectLog.length = 0;
    const { result, unmount } = renderHook(() => useCounter(5));
    expect(result.current.count).toBe(5);
    act(() => result.current.increment());
    expect(result.current.count).toBe(6);
    unmount();
    expect(effectLog).toEqual(["counter from 5", "counter left"]);
  });

  it("renderHook with initialProps, rerender and a wrapper, the hook called inside an expression", () => {
    const { result, rerender } = renderHook(
      ({ name }: { name: string }) => useThemeLabel(name).label.toUpperCase(),
      {
        initialProps: { name: "save" },
        wrapper: DarkTheme,
      },
    );
    expect(result.current).toBe("SAVE (DARK, 0)");
    rerender({ name: "open" });
    expect(result.current).toBe("OPEN (DARK, 0)");
  });
});

describe("composa/dom and composa/server with the root given inline (Solid's `render(() => <App />, el)`)", () => {
  it("render and hydrate compose it; renderToString renders it", () => {
    const host = document.body.appendChild(document.createElement("div"));
    const composition = renderInto(() => <Counter label="Dom" />, host);
    expect(host.textContent).toBe("Dom: 0+1");
    composition.dispose();

    const html = renderToString(() => <Counter label="Server" />);
    expect(html).toContain("Server: 0");
    host.innerHTML = html;
    const button = host.querySelector("button");
    const hydrated = hydrate(() => <Counter label="Server" />, host);
    expect(host.querySelector("button")).toBe(button); // adopted, not created
    hydrated.dispose();
    host.remove();
  });
});
