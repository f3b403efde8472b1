/**
 * React's SyntheticEvent members, on the native event a handler gets.
 *
 * A Composa handler receives the platform's event itself (events.ts), which
 * already has what React's wrapper copies from it (`target`, `key`,
 * `preventDefault()`...). React code also reaches for the wrapper's own
 * members: `e.nativeEvent` (`e.nativeEvent.isComposing` before acting on
 * Enter, `e.nativeEvent.submitter` in onSubmit), `e.persist()` (a no-op since
 * React 17), `e.isDefaultPrevented()`, `e.isPropagationStopped()`. Without
 * them such a handler dies of a TypeError; with them each answers for the
 * native event, which is its own `nativeEvent`.
 *
 * Defined on the event (not on `Event.prototype`: the page's other code sees
 * platform events unchanged), once, before its first handler runs; shared
 * functions reading `this`, so that no closure keeps an event or an element.
 */
const MEMBERS: PropertyDescriptorMap = {
  nativeEvent: {
    configurable: true,
    get(this: Event): Event {
      return this;
    },
  },
  persist: { configurable: true, writable: true, value: persist },
  isDefaultPrevented: { configurable: true, writable: true, value: isDefaultPrevented },
  isPropagationStopped: { configurable: true, writable: true, value: isPropagationStopped },
};

function persist(): void {}

function isDefaultPrevented(this: Event): boolean {
  return this.defaultPrevented;
}

function isPropagationStopped(this: Event): boolean {
  return this.cancelBubble;
}

/** Gives `event` React's members, unless it has them already (a second handler, another walk). */
export function addSyntheticMembers(event: Event): void {
  if (!("nativeEvent" in event)) Object.defineProperties(event, MEMBERS);
}
