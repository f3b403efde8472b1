// Snapshots as application code uses them: a form saved atomically with
// Snapshot.withMutableSnapshot after an async load, snapshotFlow persisting
// state from a LaunchedEffect, and reads that never see half of an update.
import { LaunchedEffect, mutableStateOf, remember, Snapshot, snapshotFlow, type MutableState } from "composa";

export interface Profile {
  first: MutableState<string>;
  last: MutableState<string>;
}

export const seen: string[] = [];

export function Card({ profile }: { profile: Profile }) {
  const full = `${profile.first.value} ${profile.last.value}`;
  seen.push(full);
  <p>{full}</p>;
}

/** Loads a profile, then writes both names at once. */
export function Loader({ profile, load }: { profile: Profile; load: () => Promise<[string, string]> }) {
  LaunchedEffect(async (signal) => {
    const [first, last] = await load();
    if (signal.aborted) return;
    Snapshot.withMutableSnapshot(() => {
      profile.first.value = first;
      profile.last.value = last;
    });
  });
  <Card profile={profile} />;
}

/** Persists the draft after every change, whoever changes it (README's snapshotFlow example). */
export function Draft({ save, ended }: { save: (text: string) => void; ended: () => void }) {
  const text = remember(() => mutableStateOf(""));
  LaunchedEffect(async (signal) => {
    for await (const value of snapshotFlow(() => text.value.trim())) {
      if (signal.aborted) break;
      save(value);
    }
    ended();
  });
  <textarea aria-label="draft" value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />;
}
