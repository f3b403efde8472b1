// @vitest-environment jsdom
// test/apps/hydrate.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/hydrate.test.js";
