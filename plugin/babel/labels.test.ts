import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

const SOURCE = `import { derivedStateOf, mutableStateOf, referentialEqualityPolicy, remember } from "composa";
const total = mutableStateOf(0);
export function Cart({ price }) {
  const count = remember(() => mutableStateOf(1));
  const cost = remember(price, () => derivedStateOf(() => count.value * price, { policy: referentialEqualityPolicy }));
  const named = remember(() => mutableStateOf(0, { label: "mine" }));
  const policed = remember(() => mutableStateOf(0, referentialEqualityPolicy));
  <p>{\`\${count.value} \${cost.value} \${named.value} \${policed.value} \${total.value}\`}</p>;
}
`;

const build = (dev: boolean) => compile(SOURCE, { filename: "/src/cart.tsx", root: "/src", dev }).code;

describe("state labels in development builds", () => {
  it("name each state after the variable that holds it", () => {
    const code = build(true);
    expect(code).toContain('mutableStateOf(0, {\n  label: "total"\n})');
    expect(code).toMatch(/mutableStateOf\(1, \{\s*label: "count"\s*\}\)/);
    expect(code).toMatch(/policy: referentialEqualityPolicy,\s*label: "cost"/);
  });

  it("keep a label given by hand, and leave a policy argument alone", () => {
    const code = build(true);
    expect(code).toMatch(/mutableStateOf\(0, \{\s*label: "mine"\s*\}\)/);
    expect(code).not.toMatch(/label: "named"/);
    expect(code).toContain("mutableStateOf(0, referentialEqualityPolicy)");
  });

  it("are left out of production builds", () => {
    expect(build(false)).not.toMatch(/label: "(total|count|cost)"/);
  });
});
