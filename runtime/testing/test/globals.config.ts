// The repository's vitest config with `globals: true`, for one fixture
// (`../globals.test.ts` runs it): a user's config with globals on.
import { fileURLToPath } from "node:url";
import base from "../../../vite.config.js";

export default {
  ...base,
  test: {
    ...base.test,
    globals: true,
    include: [fileURLToPath(new URL("./cleanup.fixture.ts", import.meta.url))],
  },
};
