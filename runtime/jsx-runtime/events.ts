/**
 * Typed `on*` attributes: the dialect's camelCase names, each mapped to the
 * DOM event it listens to, so that `onClick={e => ...}` gets a `MouseEvent`
 * whose `currentTarget` is the element it is written on.
 */

/** camelCase suffix → DOM event type (`onDoubleClick` → `dblclick`). */
export interface EventNames {
  Abort: "abort";
  AnimationEnd: "animationend";
  AnimationIteration: "animationiteration";
  AnimationStart: "animationstart";
  AuxClick: "auxclick";
  BeforeInput: "beforeinput";
  BeforeToggle: "beforetoggle";
  Blur: "blur";
  Cancel: "cancel";
  CanPlay: "canplay";
  CanPlayThrough: "canplaythrough";
  Change: "change";
  Click: "click";
  Close: "close";
  Command: "command";
  CompositionEnd: "compositionend";
  CompositionStart: "compositionstart";
  CompositionUpdate: "compositionupdate";
  ContextMenu: "contextmenu";
  Copy: "copy";
  Cut: "cut";
  DoubleClick: "dblclick";
  Drag: "drag";
  DragEnd: "dragend";
  DragEnter: "dragenter";
  DragLeave: "dragleave";
  DragOver: "dragover";
  DragStart: "dragstart";
  Drop: "drop";
  DurationChange: "durationchange";
  Emptied: "emptied";
  Ended: "ended";
  Error: "error";
  Focus: "focus";
  FocusIn: "focusin";
  FocusOut: "focusout";
  GotPointerCapture: "gotpointercapture";
  Input: "input";
  Invalid: "invalid";
  KeyDown: "keydown";
  KeyPress: "keypress";
  KeyUp: "keyup";
  Load: "load";
  LoadedData: "loadeddata";
  LoadedMetadata: "loadedmetadata";
  LoadStart: "loadstart";
  LostPointerCapture: "lostpointercapture";
  MouseDown: "mousedown";
  MouseEnter: "mouseenter";
  MouseLeave: "mouseleave";
  MouseMove: "mousemove";
  MouseOut: "mouseout";
  MouseOver: "mouseover";
  MouseUp: "mouseup";
  Paste: "paste";
  Pause: "pause";
  Play: "play";
  Playing: "playing";
  PointerCancel: "pointercancel";
  PointerDown: "pointerdown";
  PointerEnter: "pointerenter";
  PointerLeave: "pointerleave";
  PointerMove: "pointermove";
  PointerOut: "pointerout";
  PointerOver: "pointerover";
  PointerUp: "pointerup";
  Progress: "progress";
  RateChange: "ratechange";
  Reset: "reset";
  Resize: "resize";
  Scroll: "scroll";
  ScrollEnd: "scrollend";
  Seeked: "seeked";
  Seeking: "seeking";
  Select: "select";
  SelectionChange: "selectionchange";
  SelectStart: "selectstart";
  Stalled: "stalled";
  Submit: "submit";
  Suspend: "suspend";
  TimeUpdate: "timeupdate";
  Toggle: "toggle";
  TouchCancel: "touchcancel";
  TouchEnd: "touchend";
  TouchMove: "touchmove";
  TouchStart: "touchstart";
  TransitionCancel: "transitioncancel";
  TransitionEnd: "transitionend";
  TransitionRun: "transitionrun";
  TransitionStart: "transitionstart";
  VolumeChange: "volumechange";
  Waiting: "waiting";
  Wheel: "wheel";
}

/**
 * Where lib.dom's event map changed between TypeScript versions, the newer
 * one's type, so that a handler type-checks the same under TypeScript 7 (the
 * repository's) and 5.9 (the one README's ESLint set-up installs): an edit is
 * an `InputEvent` (`e.data`, `e.inputType`) in both.
 */
interface NewerEventMap {
  input: InputEvent;
  command: Event;
}

type EventOf<T extends string> = T extends keyof NewerEventMap
  ? NewerEventMap[T]
  : T extends keyof HTMLElementEventMap
    ? HTMLElementEventMap[T]
    : Event;

/**
 * An event whose `currentTarget` is the element the handler is written on:
 * the native event, which also answers React's SyntheticEvent members
 * (`nativeEvent` is the event itself).
 */
export type TargetedEvent<E extends EventTarget, Ev extends Event = Event> = Ev & {
  readonly currentTarget: E;
  readonly nativeEvent: Ev;
  /** A no-op, as in React 17+. */
  persist(): void;
  isDefaultPrevented(): boolean;
  isPropagationStopped(): boolean;
};

/** A handler as the dialect accepts it; `null` / `undefined` / `false` mean none. */
export type EventHandler<E extends EventTarget, Ev extends Event = Event> =
  ((event: TargetedEvent<E, Ev>) => void) | null | undefined | false;

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * An edit of a form control (`change`, `input`) is dispatched at the control
 * itself, which has no element children to start one: its `target` is the
 * control, so `onChange={(e) => set(e.target.value)}` (React's
 * `ChangeEvent.target`) type-checks as it runs.
 */
type EventFor<E, T extends string> = T extends "change" | "input"
  ? E extends FormControl
    ? EventOf<T> & { readonly target: E }
    : EventOf<T>
  : EventOf<T>;

/** `onClick`, `onClickCapture`, ... for element type `E`; `on:custom-event` for anything else. */
export type EventAttributes<E extends Element> = {
  [N in keyof EventNames as `on${N}` | `on${N}Capture`]?: EventHandler<E, EventFor<E, EventNames[N]>>;
} & {
  [custom: `on:${string}`]: EventHandler<E, CustomEvent>;
};
