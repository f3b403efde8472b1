/**
 * `@testing-library/dom`, if the project has it (an optional peer
 * dependency): `render`'s bound queries and `debug`, and the flush after each
 * event (`runner.ts`) come from it. Without it, `composa/testing` still
 * renders, unmounts and flushes.
 */
export type TestingLibrary = typeof import("@testing-library/dom");

export const testingLibrary: TestingLibrary | null = await import("@testing-library/dom").catch(() => null);
