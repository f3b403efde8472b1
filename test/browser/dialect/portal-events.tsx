// Portals for test/browser/portal-events.test.ts: events in a portal's
// content bubble to the handlers around the Portal (runtime/dom/portal.ts).
import { mutableStateOf, remember } from "composa";
import { Portal } from "composa/dom";

export const log: string[] = [];

/** A modal in document.body, opened from a card in the app; its clicks and keys reach the card. */
export function ModalApp() {
  const open = remember(() => mutableStateOf(true));
  const typed = remember(() => mutableStateOf(""));
  <main onClick={() => log.push("main")}>
    <section
      class="card"
      onClick={(e) => log.push(`card:${(e.currentTarget as Element).localName}`)}
      onInput={(e) => (typed.value = (e.target as HTMLInputElement).value)}
    >
      <p class="typed">{typed.value}</p>
      {open.value ? (
        <Portal target={document.body}>
          <div class="modal" onClick={() => log.push("modal")}>
            <input class="field" />
            <button class="close" onClick={() => (open.value = false)}>
              close
            </button>
            <button
              class="stop"
              onClick={(e) => {
                log.push("stop");
                e.stopPropagation();
              }}
            >
              stop
            </button>
          </div>
        </Portal>
      ) : null}
    </section>
  </main>;
}
