// @vitest-environment jsdom
// runtime/testing/react-testing-library.test.ts again, in jsdom (test/jsdom/README.md).
import "../../runtime/testing/react-testing-library.test.js";
