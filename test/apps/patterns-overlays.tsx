// Overlays as React code builds them: a modal dialog in a Portal that traps
// nothing fancy but returns the focus to its opener and closes on Escape or
// on a click on its backdrop; a dropdown menu that closes on a click outside
// (a document listener in a DisposableEffect); a toast queue whose toasts
// leave on their own timers.
import { DisposableEffect, mutableStateListOf, mutableStateOf, remember } from "composa";
import { Portal } from "composa/dom";
import type { Children } from "composa/jsx-runtime";

export const overlayLog: string[] = [];

// ---- A modal dialog ----------------------------------------------------------------

function Modal({ title, onClose, children }: { title: string; onClose: () => void; children?: Children }) {
  const dialog = remember(() => ({ current: null as HTMLDivElement | null }));
  // React's "focus the dialog on open, give the focus back on close".
  DisposableEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    overlayLog.push(`open ${title}`);
    return () => {
      document.removeEventListener("keydown", onKey);
      overlayLog.push(`close ${title}`);
      opener?.focus();
    };
  });
  <Portal target={document.body}>
    <div class="backdrop" onClick={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="modal-title">{title}</h2>
        {children}
        <button onClick={onClose}>Close</button>
      </div>
    </div>
  </Portal>;
}

export function DeleteButton({ onDelete }: { onDelete: (name: string) => void }) {
  const open = remember(() => mutableStateOf(false));
  const name = remember(() => mutableStateOf("report.pdf"));
  <button class="opener" onClick={() => (open.value = true)}>
    Delete…
  </button>;
  <p class="outside-clicks" onClick={() => overlayLog.push("page clicked")}>
    {open.value ? "dialog open" : "dialog closed"}
  </p>;
  if (open.value) {
    <Modal title={`Delete ${name.value}?`} onClose={() => (open.value = false)}>
      <input
        aria-label="file name"
        value={name.value}
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
      <button
        onClick={() => {
          onDelete(name.value);
          open.value = false;
        }}
      >
        Delete
      </button>
    </Modal>;
  }
}

// ---- A dropdown menu that closes on an outside click ----------------------------------

export function Dropdown({ options, onPick }: { options: string[]; onPick: (o: string) => void }) {
  const open = remember(() => mutableStateOf(false));
  const active = remember(() => mutableStateOf(0));
  const root = remember(() => ({ current: null as HTMLDivElement | null }));
  DisposableEffect(open.value, () => {
    if (!open.value) return;
    overlayLog.push("listen outside");
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) open.value = false;
    };
    document.addEventListener("mousedown", onDown);
    return () => {
      overlayLog.push("unlisten outside");
      document.removeEventListener("mousedown", onDown);
    };
  });
  <div
    ref={root}
    class="dropdown"
    onKeyDown={(e) => {
      if (!open.value) return;
      // handled keys do nothing else (Enter would also click the trigger, arrows scroll)
      if (["ArrowDown", "ArrowUp", "Enter", "Escape"].includes(e.key)) e.preventDefault();
      if (e.key === "ArrowDown") active.value = (active.value + 1) % options.length;
      else if (e.key === "ArrowUp") active.value = (active.value - 1 + options.length) % options.length;
      else if (e.key === "Enter") {
        onPick(options[active.value]!);
        open.value = false;
      } else if (e.key === "Escape") open.value = false;
    }}
  >
    <button aria-haspopup="menu" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
      Options
    </button>
    {open.value && (
      <ul role="menu">
        {options.map((o, i) => (
          <li
            key={o}
            role="menuitem"
            class={i === active.value ? "active" : ""}
            onMouseEnter={() => (active.value = i)}
            onClick={() => {
              onPick(o);
              open.value = false;
            }}
          >
            {o}
          </li>
        ))}
      </ul>
    )}
  </div>;
}

// ---- A toast queue with timers ---------------------------------------------------------

interface Toast {
  id: number;
  text: string;
  ms: number;
}

export const toasts = mutableStateListOf<Toast>();
let nextToast = 1;
export function toast(text: string, ms = 3000) {
  toasts.push({ id: nextToast++, text, ms });
}

function ToastView({ toast: t }: { toast: Toast }) {
  const hovered = remember(() => mutableStateOf(false));
  // The timer pauses while hovered (restarts with the full time, as many libraries do).
  DisposableEffect(t.id, hovered.value, () => {
    if (hovered.value) return;
    const id = setTimeout(() => {
      const i = toasts.findIndex((x) => x.id === t.id);
      if (i >= 0) toasts.splice(i, 1);
    }, t.ms);
    return () => clearTimeout(id);
  });
  <li
    role="status"
    onMouseOver={() => (hovered.value = true)}
    onMouseOut={() => (hovered.value = false)}
    class={hovered.value ? "toast toast--hover" : "toast"}
  >
    {t.text}
    <button aria-label={`dismiss ${t.text}`} onClick={() => toasts.splice(toasts.indexOf(t), 1)}>
      ×
    </button>
  </li>;
}

export function Toaster({ max }: { max: number }) {
  const shown = toasts.slice(0, max);
  const waiting = toasts.length - shown.length;
  <ol class="toaster">
    {shown.map((t) => (
      <ToastView key={t.id} toast={t} />
    ))}
  </ol>;
  {
    waiting > 0 && <p class="more">{`+${waiting} more`}</p>;
  }
}

export function ToastDemo() {
  const n = remember(() => mutableStateOf(0));
  <button
    onClick={() => {
      n.value++;
      toast(`Saved #${n.value}`);
    }}
  >
    Save
  </button>;
  <Toaster max={2} />;
}

// ---- A command palette: a keyboard shortcut opens it, its field has the focus ----------

export function CommandPalette({ commands }: { commands: string[] }) {
  const open = remember(() => mutableStateOf(false));
  const query = remember(() => mutableStateOf(""));
  DisposableEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === "k") {
        e.preventDefault();
        open.value = !open.value;
        query.value = "";
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  <p>Press Ctrl+K</p>;
  if (!open.value) return;
  const hits = commands.filter((c) => c.toLowerCase().includes(query.value.toLowerCase()));
  <Portal target={document.body}>
    <div class="palette" role="dialog" aria-label="Commands">
      <input
        autoFocus
        aria-label="command"
        value={query.value}
        onInput={(e) => (query.value = e.currentTarget.value)}
        onKeyDown={(e) => e.key === "Escape" && (open.value = false)}
      />
      <ul
        ref={(el) => {
          if (el) overlayLog.push(`list ref ${el.isConnected ? "in the page" : "detached"}`);
        }}
      >
        {hits.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  </Portal>;
}
