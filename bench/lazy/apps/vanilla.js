// A hand-written virtual list: offsets from the rows' known heights (a prefix
// sum, binary search), the visible rows plus three on each side, and a pool of
// row elements per number of lines, updated in place as the list scrolls.
import { buildRows, lineText, LINE, PADDING } from "../data.js";

const OVERSCAN = 3;

export function mount(container) {
  const rows = buildRows();
  const offsets = new Float64Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++) offsets[i + 1] = offsets[i] + rows[i].lines * LINE + PADDING;
  const list = document.createElement("div");
  list.id = "list";
  list.style.cssText = "overflow:auto;position:relative";
  const content = document.createElement("div");
  content.style.cssText = `position:relative;width:100%;height:${offsets[rows.length]}px`;
  list.appendChild(content);
  container.appendChild(list);
  const active = new Map(); // index -> element
  const pools = [[], [], [], [], []];
  const indexAt = (y) => {
    let lo = 0,
      hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (offsets[mid] <= y) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const make = (lines) => {
    const el = document.createElement("div");
    el.style.cssText = "position:absolute;left:0;width:100%;top:0";
    const row = document.createElement("div");
    row.className = "row";
    for (let l = 0; l < lines; l++) {
      const line = document.createElement("div");
      line.className = "line";
      line.appendChild(document.createTextNode(""));
      row.appendChild(line);
    }
    el.appendChild(row);
    content.appendChild(el);
    return el;
  };
  const fill = (el, i) => {
    const row = rows[i];
    el.style.top = `${offsets[i]}px`;
    let line = el.firstChild.firstChild;
    for (let l = 0; l < row.lines; l++, line = line.nextSibling) line.firstChild.data = lineText(row.id, l);
  };
  const update = () => {
    const top = list.scrollTop;
    const from = Math.max(0, indexAt(top) - OVERSCAN);
    const to = Math.min(rows.length - 1, indexAt(top + list.clientHeight - 1) + OVERSCAN);
    for (const [i, el] of active) {
      if (i < from || i > to) {
        active.delete(i);
        el.style.display = "none";
        pools[rows[i].lines].push(el);
      }
    }
    for (let i = from; i <= to; i++) {
      if (active.has(i)) continue;
      const lines = rows[i].lines;
      let el = pools[lines].pop();
      if (el) el.style.display = "";
      else el = make(lines);
      fill(el, i);
      active.set(i, el);
    }
  };
  list.addEventListener("scroll", update, { passive: true });
  update();
}
