// @vitest-environment jsdom
// test/apps/holes.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/holes.test.js";
