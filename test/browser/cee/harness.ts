// The part of Mocha and Chai that Custom Elements Everywhere's tests use,
// run inside the page: describe / it (with `this.weight`, async or not),
// before / after / beforeEach / afterEach, and chai's `expect(x).to.exist`,
// `.to.eql(y)`, `.to.be.true`. The tests' own text stays as upstream wrote it.

type Hook = () => void | Promise<void>;
type TestFn = (this: { weight: number }) => void | Promise<void>;

interface Suite {
  title: string;
  tests: { title: string; fn: TestFn }[];
  suites: Suite[];
  before: Hook[];
  after: Hook[];
  beforeEach: Hook[];
  afterEach: Hook[];
}

export interface TestResult {
  /** "advanced support > events > can declaratively listen to …" */
  title: string;
  weight: number;
  passed: boolean;
  error?: string;
}

const newSuite = (title: string): Suite => ({
  title,
  tests: [],
  suites: [],
  before: [],
  after: [],
  beforeEach: [],
  afterEach: [],
});

let current = newSuite("");

/** Collects the suites that `load()` declares (one file's describe calls). */
export function collect(load: () => void): Suite {
  const root = newSuite("");
  current = root;
  load();
  return root;
}

export function describe(title: string, body: () => void): void {
  const parent = current;
  const suite = newSuite(title);
  parent.suites.push(suite);
  current = suite;
  body();
  current = parent;
}

export function it(title: string, fn: TestFn): void {
  current.tests.push({ title, fn });
}

export const before = (fn: Hook): void => void current.before.push(fn);
export const after = (fn: Hook): void => void current.after.push(fn);
export const beforeEach = (fn: Hook): void => void current.beforeEach.push(fn);
export const afterEach = (fn: Hook): void => void current.afterEach.push(fn);

/** Runs a collected root suite: every test, with the hooks of its suite and of the suites around it. */
export async function run(root: Suite): Promise<TestResult[]> {
  const results: TestResult[] = [];
  const walk = async (suite: Suite, path: string[], eachBefore: Hook[], eachAfter: Hook[]): Promise<void> => {
    for (const hook of suite.before) await hook();
    const befores = [...eachBefore, ...suite.beforeEach];
    const afters = [...suite.afterEach, ...eachAfter];
    for (const test of suite.tests) {
      const context = { weight: 1 };
      const result: TestResult = { title: [...path, test.title].join(" > "), weight: 1, passed: false };
      try {
        for (const hook of befores) await hook();
        await test.fn.call(context);
        result.passed = true;
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      } finally {
        try {
          for (const hook of afters) await hook();
        } catch (error) {
          result.passed = false;
          result.error ??= `afterEach: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      result.weight = context.weight;
      results.push(result);
    }
    for (const child of suite.suites) await walk(child, [...path, child.title], befores, afters);
    for (const hook of suite.after) await hook();
  };
  await walk(root, [], [], []);
  return results;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

const show = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** chai's `expect`, the assertions the suite uses. */
export function expect(actual: unknown) {
  const fail = (what: string) => {
    throw new Error(`expected ${show(actual)} ${what}`);
  };
  const assertions = {
    get exist(): void {
      if (actual === null || actual === undefined) fail("to exist");
      return undefined;
    },
    eql(expected: unknown): void {
      if (!deepEqual(actual, expected)) fail(`to deeply equal ${show(expected)}`);
    },
    be: {
      get true(): void {
        if (actual !== true) fail("to be true");
        return undefined;
      },
    },
  };
  return { to: assertions };
}
