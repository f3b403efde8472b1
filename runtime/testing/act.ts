/**
 * `act(callback)`: run what writes state outside an event (a timer advanced,
 * a promise settled, a write by hand), then recompose, as React's `act` does.
 * For a React user looking for it; `flush()` after the same code is the same.
 *
 * @example
 * act(() => vi.advanceTimersByTime(1000)); // the timer's write is on screen
 * await act(async () => { await save(); });
 */
import { flush } from "../recomposer.js";
import { isThenable } from "../thenable.js";

export function act(callback: () => void): void;
export function act<T>(callback: () => PromiseLike<T>): Promise<T>;
export function act(callback: () => unknown): unknown {
  const result = callback();
  if (!isThenable(result)) {
    flush();
    return undefined;
  }
  return Promise.resolve(result).then((value) => {
    flush();
    return value;
  });
}
