// @vitest-environment happy-dom
/**
 * Hydrating a node the client composes and the server did not, as a
 * production build runs it (dev.ts replaced by its production value for
 * every module of this file): client-insert-suite.ts.
 */
import { expect, test, vi } from "vitest";
import { DEV } from "../dev.js";
import { clientInsertSuite } from "./client-insert-suite.js";

vi.mock("../dev.js", () => ({ DEV: false, warn: () => {} }));

test("runs as a production build", () => expect(DEV).toBe(false));

clientInsertSuite();
