// @vitest-environment happy-dom
/** Hydrating a node the client composes and the server did not, in development: client-insert-suite.ts. */
import { expect, test } from "vitest";
import { DEV } from "../dev.js";
import { clientInsertSuite } from "./client-insert-suite.js";

test("runs as a development build", () => expect(DEV).toBe(true));

clientInsertSuite();
