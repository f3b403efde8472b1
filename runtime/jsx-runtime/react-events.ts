/**
 * React's event type names, for handlers written apart from their element
 * (`const onChange = (e: ChangeEvent<HTMLInputElement>) => …`) and for the
 * props of a composable that hands a handler on (`onClick?:
 * MouseEventHandler<HTMLButtonElement>`). A handler gets the native event
 * (README, "Coming from React"), so each name is the native event of that
 * kind whose `currentTarget` is `E` (`TargetedEvent`); the element's own
 * `on*` attributes accept them as React's accept theirs.
 *
 * Import them from `composa/jsx-runtime` as you would from `react`; the
 * names shadow the DOM's (`MouseEvent`) in that file, as React's do.
 */
import type { TargetedEvent } from "./events.js";

/** Any event whose `currentTarget` is `E` (React's base type). */
export type SyntheticEvent<E extends EventTarget = Element, Ev extends Event = Event> = TargetedEvent<E, Ev>;
/** An edit of a form control: `target` is the control itself, as in React. */
export type ChangeEvent<E extends EventTarget = Element> = TargetedEvent<E> & { readonly target: E };
/** `onInput`, `onSubmit`, `onReset`, `onInvalid` as React types them. */
export type FormEvent<E extends EventTarget = Element> = TargetedEvent<E>;
export type AnimationEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.AnimationEvent>;
export type ClipboardEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.ClipboardEvent>;
export type CompositionEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.CompositionEvent>;
export type DragEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.DragEvent>;
export type FocusEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.FocusEvent>;
export type KeyboardEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.KeyboardEvent>;
export type MouseEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.MouseEvent>;
export type PointerEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.PointerEvent>;
export type SubmitEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.SubmitEvent>;
export type ToggleEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.ToggleEvent>;
export type TouchEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.TouchEvent>;
export type TransitionEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.TransitionEvent>;
export type UIEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.UIEvent>;
export type WheelEvent<E extends EventTarget = Element> = TargetedEvent<E, globalThis.WheelEvent>;

// Method syntax makes the parameter bivariant, as React's `EventHandler` is: a handler for an
// `<input>` fits a prop typed for any element.
type Handler<Ev> = { bivarianceHack(event: Ev): void }["bivarianceHack"];

/** A handler prop's type by React's names (`onChange?: ChangeEventHandler<HTMLInputElement>`). */
export type ReactEventHandler<E extends EventTarget = Element> = Handler<SyntheticEvent<E>>;
export type ChangeEventHandler<E extends EventTarget = Element> = Handler<ChangeEvent<E>>;
export type FormEventHandler<E extends EventTarget = Element> = Handler<FormEvent<E>>;
export type FocusEventHandler<E extends EventTarget = Element> = Handler<FocusEvent<E>>;
export type KeyboardEventHandler<E extends EventTarget = Element> = Handler<KeyboardEvent<E>>;
export type MouseEventHandler<E extends EventTarget = Element> = Handler<MouseEvent<E>>;
export type PointerEventHandler<E extends EventTarget = Element> = Handler<PointerEvent<E>>;
export type DragEventHandler<E extends EventTarget = Element> = Handler<DragEvent<E>>;
export type WheelEventHandler<E extends EventTarget = Element> = Handler<WheelEvent<E>>;
