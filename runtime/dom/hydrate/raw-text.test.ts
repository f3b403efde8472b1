// @vitest-environment happy-dom
/** Hydrating raw-text and RCDATA elements in development: raw-text-suite.ts. */
import { rawTextSuite } from "./raw-text-suite.js";

rawTextSuite();
