// @vitest-environment jsdom
// test/apps/refs.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/refs.test.js";
