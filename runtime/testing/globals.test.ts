// Automatic cleanup under vitest with `globals: true`: composa/testing registers
// the global `afterEach` (without globals it imports vitest's; testing.test.ts).
// A nested vitest runs a fixture with that config, as the user's would.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

it("unmounts after each test under globals: true", { timeout: 120_000 }, () => {
  const env: NodeJS.ProcessEnv = {};
  // None of this run's variables: a nested vitest would take them as its own.
  for (const [name, value] of Object.entries(process.env))
    if (!/^(VITEST|TEST$)/.test(name)) env[name] = value;
  const result = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "runtime/testing/test/globals.config.ts"],
    { cwd: root, env: { ...env, NO_COLOR: "1" }, encoding: "utf8" },
  );
  const output = `${result.stdout}${result.stderr}`;
  expect(output).toMatch(/Tests\s+2 passed/);
  expect(result.status, output).toBe(0);
});
