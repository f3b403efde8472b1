import composa from "composa/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [composa()],
  test: { environment: "happy-dom" },
});
