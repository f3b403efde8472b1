// Events as React code handles them: hover cards (onMouseEnter / onMouseLeave,
// which do not bubble), pointer drags, wheel zoom, a scrolling list, capture
// handlers that log or stop an event before the target sees it, keyboard
// shortcuts, a menu closed by a click anywhere else, handlers that change
// between renders, and a "dismiss" button that unmounts itself.
import { mutableStateListOf, mutableStateOf, remember } from "composa";

export const log: string[] = [];

function HoverCard({ name }: { name: string }) {
  const open = remember(() => mutableStateOf(false));
  <div
    class="card"
    data-name={name}
    onMouseEnter={() => {
      log.push(`enter ${name}`);
      open.value = true;
    }}
    onMouseLeave={() => {
      log.push(`leave ${name}`);
      open.value = false;
    }}
  >
    <span class="label">{name}</span>
    {open.value && <div role="tooltip">About {name}</div>}
  </div>;
}

export function Hovers() {
  <section>
    <HoverCard name="ada" />
    <HoverCard name="grace" />
  </section>;
}

export function Slider() {
  const x = remember(() => mutableStateOf(0));
  const dragging = remember(() => mutableStateOf<number | null>(null));
  const zoom = remember(() => mutableStateOf(1));
  <div
    class="track"
    onPointerDown={(e) => {
      dragging.value = e.clientX - x.value;
      log.push(`down ${e.pointerId}`);
    }}
    onPointerMove={(e) => {
      if (dragging.value !== null) x.value = e.clientX - dragging.value;
    }}
    onPointerUp={() => {
      dragging.value = null;
      log.push("up");
    }}
    onWheel={(e) => {
      zoom.value = Math.max(1, zoom.value + (e.deltaY < 0 ? 1 : -1));
    }}
  >
    <div
      class="thumb"
      style={{ left: x.value, transform: `scale(${zoom.value})` }}
      data-dragging={dragging.value !== null}
    >
      {x.value}
    </div>
  </div>;
}

export function Feed() {
  const top = remember(() => mutableStateOf(0));
  const scrolls = remember(() => mutableStateOf(0));
  <div class="outer" onScroll={() => log.push("outer scroll")}>
    <ul
      class="feed"
      style={{ height: 100, overflowY: "auto" }}
      onScroll={(e) => {
        scrolls.value++;
        top.value = e.currentTarget.scrollTop;
      }}
    >
      {Array.from({ length: 20 }, (_, i) => (
        <li key={i}>item {i}</li>
      ))}
    </ul>
    <p class="scrolled">
      {scrolls.value} scrolls, at {top.value}
    </p>
  </div>;
}

export function Toolbar() {
  const locked = remember(() => mutableStateOf(false));
  const count = remember(() => mutableStateOf(0));
  <div
    class="toolbar"
    onClickCapture={(e) => {
      log.push(`capture ${(e.target as HTMLElement).className}`);
      if (locked.value) e.stopPropagation();
    }}
    onClick={() => log.push("toolbar")}
  >
    <button class="inc" onClick={() => (count.value++, log.push("inc"))}>
      {count.value}
    </button>
    <button
      class="lock"
      onClick={(e) => {
        e.stopPropagation();
        locked.value = !locked.value;
      }}
    >
      {locked.value ? "Unlock" : "Lock"}
    </button>
  </div>;
}

export function Shortcuts() {
  const items = remember(() => mutableStateListOf<string>());
  const draft = remember(() => mutableStateOf(""));
  const editing = remember(() => mutableStateOf(false));
  <div
    class="shortcuts"
    onKeyDown={(e) => {
      if (e.key === "Escape") log.push("escape reached the panel");
    }}
  >
    <input
      aria-label="New item"
      value={draft.value}
      onChange={(e) => (draft.value = e.target.value)}
      onKeyDown={(e) => {
        if (e.nativeEvent.isComposing) return; // Enter that commits an IME composition adds nothing
        if (e.key === "Enter" && draft.value.trim() !== "") {
          items.push(draft.value.trim());
          draft.value = "";
        } else if (e.key === "Escape") {
          e.stopPropagation();
          draft.value = "";
        }
      }}
    />
    <ul>
      {items.map((item, i) => (
        <li key={item + i}>{item}</li>
      ))}
    </ul>
    <button
      class="mode"
      onClick={editing.value ? () => (editing.value = false) : () => (editing.value = true)}
    >
      {editing.value ? "Done" : "Edit"}
    </button>
  </div>;
}

export function Menu() {
  const open = remember(() => mutableStateOf(false));
  const notices = remember(() => mutableStateListOf("saved", "synced", "updated"));
  <div
    class="page"
    onClick={() => {
      log.push("page");
      open.value = false;
    }}
  >
    <button
      class="menu-button"
      aria-expanded={open.value}
      onClick={(e) => {
        e.stopPropagation();
        open.value = !open.value;
      }}
    >
      Menu
    </button>
    {open.value && (
      <ul role="menu" onClick={(e) => e.stopPropagation()}>
        <li role="menuitem">One</li>
      </ul>
    )}
    {notices.map((n) => (
      <p key={n} class="notice">
        {n}
        <button aria-label={`dismiss ${n}`} onClick={() => notices.splice(notices.indexOf(n), 1)}>
          ×
        </button>
      </p>
    ))}
  </div>;
}
