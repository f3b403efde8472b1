// Elements whose behaviour only a browser has: popovers, <details>, <dialog>,
// hover order, wheel, a style with vendor keys.
import { mutableStateOf, remember } from "composa";

export function Elements({ log }: { log: string[] }) {
  const open = remember(() => mutableStateOf(false));
  const dialog = remember(() => mutableStateOf(false));
  <div>
    <button popoverTarget="tip">tip</button>
    <div
      id="tip"
      popover="auto"
      onToggle={(e) => log.push("pop:" + (e as ToggleEvent).newState)}
      onBeforeToggle={(e) => log.push("before:" + (e as ToggleEvent).newState)}
    >
      Popover
    </div>
    <details
      open={open.value}
      onToggle={(e) => {
        const o = (e.currentTarget as HTMLDetailsElement).open;
        log.push("details:" + o);
        open.value = o;
      }}
    >
      <summary>More</summary>
      <p>inside</p>
    </details>
    <p class="state">{String(open.value)}</p>
    <button class="show" onClick={() => (dialog.value = true)}>
      dialog
    </button>
    <dialog
      open={dialog.value}
      onClose={() => {
        log.push("close");
        dialog.value = false;
      }}
      onCancel={() => log.push("cancel")}
    >
      <form method="dialog">
        <button>ok</button>
      </form>
    </dialog>
    <div
      class="outer"
      style={{ padding: 20, WebkitLineClamp: 2, display: "-webkit-box" }}
      onMouseEnter={() => log.push("enter outer")}
      onMouseLeave={() => log.push("leave outer")}
    >
      <span
        class="inner"
        onMouseEnter={() => log.push("enter inner")}
        onMouseLeave={() => log.push("leave inner")}
      >
        in
      </span>
    </div>
    <div
      class="wheel"
      style={{ height: 50, overflow: "auto" }}
      onWheel={(e) => {
        e.preventDefault();
        log.push("wheel:" + e.defaultPrevented);
      }}
    >
      <div style={{ height: 500 }}>tall</div>
    </div>
  </div>;
}
