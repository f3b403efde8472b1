// @vitest-environment jsdom
// test/apps/form.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/form.test.js";
