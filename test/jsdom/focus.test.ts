// @vitest-environment jsdom
// test/apps/focus.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/focus.test.js";
