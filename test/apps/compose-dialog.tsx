// A dialog as a Compose developer writes one with a Popup / Dialog: content
// in a Portal that focuses its first field when it opens, measures itself
// in a ref, and reads its element from an effect.
import { DisposableEffect, mutableStateOf, remember, type MutableState } from "composa";
import { Portal } from "composa/dom";

export const seen: string[] = [];

function RenameDialog({ onClose }: { onClose: () => void }) {
  const box = remember(() => ({ current: null as HTMLElement | null }));
  DisposableEffect(() => {
    seen.push(`effect: in document ${box.current?.isConnected === true}`);
    return () => seen.push("effect: closed");
  });
  <div
    class="dialog"
    role="dialog"
    ref={(el: HTMLElement | null) => {
      if (el !== null) seen.push(`ref: in document ${el.isConnected}`);
      box.current = el;
    }}
  >
    <input aria-label="new name" autoFocus />
    <button onClick={onClose}>Close</button>
  </div>;
}

export function Files({ open, layer }: { open: MutableState<boolean>; layer: HTMLElement }) {
  const renames = remember(() => mutableStateOf(0));
  <main>
    <button onClick={() => (open.value = true)}>Rename</button>
    <output>{renames.value}</output>
    {open.value && (
      <Portal target={layer}>
        <RenameDialog
          onClose={() => {
            renames.value++;
            open.value = false;
          }}
        />
      </Portal>
    )}
  </main>;
}
