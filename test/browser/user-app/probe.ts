/**
 * What a user's own tooling reads through `composa/devtools` (probe.html
 * loads it before the app, as devtools must be to see the app's
 * composition): the "why" locations of the app's scopes.
 */
import { compositionOf, inspect, type GroupInfo, type Inspector } from "composa/devtools";

let inspector: Inspector | undefined;

/** Starts watching the app's composition: writes from now on are recorded. */
function start(): void {
  inspector = inspect(compositionOf(document.querySelector("#app .app"))!);
}

/** Every write location in the "why" of every scope, as the API returns it. */
function whyLocations(): string[] {
  const out: string[] = [];
  const visit = (groups: readonly GroupInfo[]) => {
    for (const group of groups) {
      if (group.scope)
        for (const entry of inspector!.why(group.scope))
          for (const write of entry.writes) if (write.where) out.push(write.where);
      visit(group.children);
    }
  };
  visit(inspector!.tree());
  return out;
}

(window as unknown as { probe: unknown }).probe = { start, whyLocations };
