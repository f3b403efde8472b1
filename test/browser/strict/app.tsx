// A playground example (the to-do list: kit TextField and Checkbox, a state
// list, keyed items) and the one raw-HTML door, on a page served with
// `script-src 'self'; require-trusted-types-for 'script'`.
import { TodosExample } from "../../../playground/examples/todos.jsx";
import type { TrustedHTMLValue } from "composa/jsx-runtime";

export function StrictApp({ trusted, plain }: { trusted: TrustedHTMLValue; plain: string }) {
  <TodosExample />;
  <div id="trusted" unsafeInnerHTML={trusted} />;
  <div id="plain" unsafeInnerHTML={plain} />;
}
