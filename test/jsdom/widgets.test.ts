// @vitest-environment jsdom
// test/apps/widgets.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/widgets.test.js";
