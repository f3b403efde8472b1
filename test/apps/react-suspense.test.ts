// @vitest-environment happy-dom
// A Suspense-style resource that throws a promise (react-suspense.tsx): R054
// names the composable and says what to write; the promise is the cause.
import { CompositionError } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import * as A from "./react-suspense.js";

const never = () => new Promise<string>(() => {});

it("a composable that throws a promise fails with R054, naming it, the promise as the cause", () => {
  const user = A.createResource(never);
  let error: unknown;
  try {
    render(A.SuspenseStyle, { user });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CompositionError);
  const message = (error as Error).message;
  expect(message).toMatch(
    /^Composa: SuspenseStyle \(.*react-suspense\.tsx:\d+:\d+\) threw: Composa \[R054\]: a promise was thrown \(a Promise\)/,
  );
  expect(message).toContain("Composa has no Suspense");
  expect(message).toContain("LaunchedEffect(key, async (signal) =>");
  expect((error as { cause: { cause: unknown } }).cause.cause).toBeInstanceOf(Promise);
});

it("an ErrorBoundary around it shows R054, not [object Promise]", () => {
  const { container } = render(A.Guarded, { user: A.createResource(never) });
  expect(container.querySelector('[role="alert"]')!.textContent).toMatch(
    /^Composa \[R054\]: a promise was thrown/,
  );
});

it("the way R054 suggests: the data loads into state, a loading state meanwhile", async () => {
  let resolve!: (v: string) => void;
  const { container } = render(A.Profile, { load: () => new Promise<string>((r) => (resolve = r)) });
  expect(container.textContent).toBe("Loading…");
  resolve("Ada");
  await Promise.resolve();
  await Promise.resolve();
  flush();
  expect(container.innerHTML).toBe("<h1>Ada</h1>");
});
