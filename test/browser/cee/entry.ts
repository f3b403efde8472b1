// What test/browser/custom-elements.test.ts loads into its page (window.CEE):
// the ported Custom Elements Everywhere suites, compiled by composa/vite with
// the shared custom elements, and the runtime for Composa's own checks.
import { advancedTests } from "./advanced-tests.js";
import { basicTests } from "./basic-tests.js";
import { collect, run, type TestResult } from "./harness.js";

export { render } from "composa/dom";
export { flush } from "composa";
export { ComponentWithUnregistered } from "./components.jsx";

const suites: Record<string, () => void> = { basic: basicTests, advanced: advancedTests };

/** Runs one suite (`basic` or `advanced`) and reports each test. */
export function runSuite(name: string): Promise<TestResult[]> {
  return run(collect(suites[name]!));
}
