// @vitest-environment jsdom
// test/apps/effects.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/effects.test.js";
