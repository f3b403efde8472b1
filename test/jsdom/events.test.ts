// @vitest-environment jsdom
// test/apps/events.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/events.test.js";
