// @vitest-environment jsdom
// test/apps/long-list.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/long-list.test.js";
