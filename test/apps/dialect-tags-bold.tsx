// A composable for dialect-tags.test.ts's table of marks (a test file is not compiled as the dialect).
import type { Children } from "composa/jsx-runtime";

export function Bold({ children }: { children?: Children }) {
  <strong>{children}</strong>;
}
