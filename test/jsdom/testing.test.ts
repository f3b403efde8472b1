// @vitest-environment jsdom
// runtime/testing/testing.test.ts again, in jsdom (test/jsdom/README.md).
import "../../runtime/testing/testing.test.js";
