// @vitest-environment jsdom
// test/apps/hooks.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/hooks.test.js";
