// @vitest-environment jsdom
// test/apps/controlled.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/controlled.test.js";
