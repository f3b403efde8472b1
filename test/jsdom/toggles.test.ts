// @vitest-environment jsdom
// test/apps/toggles.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/toggles.test.js";
