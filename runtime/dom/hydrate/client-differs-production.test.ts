// @vitest-environment happy-dom
/**
 * Hydration with a client whose state differs from the server's, as a
 * production build runs it (dev.ts replaced by its production value for
 * every module of this file): client-differs-suite.ts.
 */
import { expect, test, vi } from "vitest";
import { DEV } from "../dev.js";
import { clientDiffersSuite } from "./client-differs-suite.js";

vi.mock("../dev.js", () => ({ DEV: false, warn: () => {} }));

test("runs as a production build", () => expect(DEV).toBe(false));

clientDiffersSuite([false, true], 15);
