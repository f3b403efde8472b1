// @vitest-environment jsdom
// test/apps/styles.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/styles.test.js";
