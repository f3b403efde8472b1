// Entry of the strict page (test/browser/strict.test.ts builds it with
// `vite build`): records CSP violations and reported errors, makes a Trusted
// Types policy of the app's own, and renders.
import { render } from "composa/dom";
import { StrictApp } from "./app.jsx";

interface Report {
  violations: string[];
  errors: string[];
}
const report: Report = { violations: [], errors: [] };
(window as unknown as { report: Report }).report = report;
document.addEventListener("securitypolicyviolation", (e) =>
  report.violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
);
window.addEventListener("error", (e) => report.errors.push(String(e.error?.message ?? e.message)));

interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createHTML(html: string): string },
  ): { createHTML(html: string): { toJSON(): string } };
}
const policy = (window as unknown as { trustedTypes: TrustedTypes }).trustedTypes.createPolicy(
  "composa-test",
  {
    // The app's own policy: this markup is the app's, not a user's.
    createHTML: (html) => html,
  },
);

render(StrictApp, document.getElementById("app")!, {
  trusted: policy.createHTML("<em>trusted markup</em>"),
  plain: "<em>plain string</em>",
});
