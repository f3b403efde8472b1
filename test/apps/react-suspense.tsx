// React's Suspense data source, as libraries write it: `read()` throws a
// promise while the data loads (`use(promise)` does the same). Composa has no
// Suspense (composition is synchronous): the error says so (R054) and what to
// write instead, `Profile` below, which loads into state in a LaunchedEffect.
import { ErrorBoundary, LaunchedEffect, mutableStateOf, remember } from "composa";

export function createResource<T>(load: () => Promise<T>) {
  let status: "pending" | "done" = "pending";
  let value: T | undefined;
  const promise = load().then((v) => {
    status = "done";
    value = v;
  });
  return {
    read(): T {
      if (status === "pending") throw promise;
      return value as T;
    },
  };
}

export function SuspenseStyle({ user }: { user: { read(): string } }) {
  const name = user.read();
  <h1>{name}</h1>;
}

export function Guarded({ user }: { user: { read(): string } }) {
  <ErrorBoundary fallback={({ error }) => <p role="alert">{(error as Error).message}</p>}>
    <SuspenseStyle user={user} />
  </ErrorBoundary>;
}

export function Profile({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const name = remember(() => mutableStateOf<string | undefined>(undefined));
  LaunchedEffect(load, async (signal) => {
    const loaded = await load(signal);
    if (!signal.aborted) name.value = loaded;
  });
  if (name.value === undefined) <p class="loading">Loading…</p>;
  else <h1>{name.value}</h1>;
}
