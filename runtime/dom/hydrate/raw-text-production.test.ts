// @vitest-environment happy-dom
/**
 * Hydrating raw-text and RCDATA elements as a production build runs it
 * (dev.ts replaced by its production value for every module of this file):
 * raw-text-suite.ts.
 */
import { expect, test, vi } from "vitest";
import { DEV } from "../dev.js";
import { rawTextSuite } from "./raw-text-suite.js";

vi.mock("../dev.js", () => ({ DEV: false, warn: () => {} }));

test("runs as a production build", () => expect(DEV).toBe(false));

rawTextSuite();
