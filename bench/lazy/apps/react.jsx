// React 19 + @tanstack/react-virtual, as its dynamic-size example: rows measured
// with measureElement, keyed by the virtual item's key (the row's id).
import { useRef } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { useVirtualizer } from "@tanstack/react-virtual";
import { buildRows, lineText } from "../data.js";

const rows = buildRows();

function App() {
  const parentRef = useRef(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 60,
    getItemKey: (index) => rows[index].id,
    overscan: 3,
  });
  return (
    <div id="list" ref={parentRef} style={{ overflow: "auto", position: "relative" }}>
      <div style={{ height: virtualizer.getTotalSize(), width: "100%", position: "relative" }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          return (
            <div
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                width: "100%",
                transform: `translateY(${v.start}px)`,
              }}
            >
              <div className="row">
                {Array.from({ length: row.lines }, (_, line) => (
                  <div className="line" key={line}>
                    {lineText(row.id, line)}
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function mount(container) {
  flushSync(() => createRoot(container).render(<App />));
}
