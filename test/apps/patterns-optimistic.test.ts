// @vitest-environment happy-dom
// Optimistic updates with rollback, and a field checked against the server as one types.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Posts, SignUp, type Api } from "./patterns-optimistic.js";

interface Call {
  path: string;
  signal?: AbortSignal;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

function fakeApi() {
  const calls: Call[] = [];
  const api: Api = (path, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ path, signal, resolve, reject });
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
  return { api, calls };
}

async function settle() {
  for (let i = 0; i < 6; i++) await Promise.resolve();
  flush();
}

afterEach(() => vi.useRealTimers());

describe("optimistic likes", () => {
  it("show at once, take the server's count, and roll back only the post that failed", async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi();
    const { container } = render(Posts, {
      api,
      initial: [
        { id: 1, title: "Hello", likes: 3, liked: false },
        { id: 2, title: "World", likes: 0, liked: false },
      ],
    });
    const like = (t: string) => screen.getByLabelText(`like ${t}`);
    await user.click(like("Hello"));
    expect(like("Hello").textContent).toBe("♥ 4");
    expect(like("Hello").getAttribute("aria-pressed")).toBe("true");
    await user.click(like("World"));
    expect(like("World").textContent).toBe("♥ 1");
    calls[0]!.reject(new Error("rate limited"));
    await settle();
    // Hello rolled back, World's optimistic like stays while its request is out
    expect(like("Hello").textContent).toBe("♥ 3");
    expect(like("Hello").getAttribute("aria-pressed")).toBe("false");
    expect(like("World").textContent).toBe("♥ 1");
    expect(screen.getByRole("alert").textContent).toBe("Could not like “Hello”: rate limited");
    calls[1]!.resolve({ likes: 7 }); // others liked it meanwhile
    await settle();
    expect(like("World").textContent).toBe("♥ 7");
    expect(like("World").getAttribute("aria-pressed")).toBe("true");
    await user.click(like("Hello"));
    expect(screen.queryByRole("alert")).toBeNull();
    calls[2]!.resolve({ likes: 4 });
    await settle();
    expect([...container.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["♥ 4", "♥ 7"]);
  });
});

describe("a username checked as one types", () => {
  it("checks after a pause, drops answers to older names, and sends only a name the latest answer allows", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api, calls } = fakeApi();
    const sent: string[] = [];
    const { container } = render(SignUp, { api, onSubmit: (n) => sent.push(n) });
    const hint = () => container.querySelector("#username-hint")!;
    const submit = screen.getByText("Create account") as HTMLButtonElement;
    const field = screen.getByLabelText("Username");
    await user.type(field, "ad");
    expect(hint().textContent).toBe("At least 3 characters");
    await user.type(field, "a");
    expect(hint().textContent).toBe("Checking…");
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.map((c) => c.path)).toEqual(["/users/available?name=ada"]);
    await user.type(field, "m"); // "adam": the check of "ada" is aborted
    expect(calls[0]!.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    calls[1]!.resolve({ free: false, hint: "adam2" });
    calls[0]!.resolve({ free: true, hint: "" }); // late, and for an older name
    await settle();
    expect(hint().textContent).toBe("Taken: try adam2");
    expect(hint().className).toBe("hint hint--taken");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(submit.disabled).toBe(true);
    await user.type(field, "2");
    await vi.advanceTimersByTimeAsync(200);
    calls[2]!.resolve({ free: true, hint: "" });
    await settle();
    expect(hint().textContent).toBe("Available");
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(sent).toEqual(["adam2"]);
    await user.clear(field);
    await settle();
    expect(submit.disabled).toBe(true);
    expect(hint().textContent).toBe("At least 3 characters");
  });
});
