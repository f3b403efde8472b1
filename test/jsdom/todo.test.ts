// @vitest-environment jsdom
// test/apps/todo.test.ts again, in jsdom (test/jsdom/README.md).
import "../apps/todo.test.js";
