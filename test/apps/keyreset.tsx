// React's "reset state with a key": a keyed element outside any list.
import { mutableStateOf, remember, type MutableState } from "composa";

function Profile({ user }: { user: string }) {
  const draft = remember(() => mutableStateOf(""));
  <div class="profile">
    <input
      aria-label={`Note for ${user}`}
      value={draft.value}
      onInput={(e) => (draft.value = e.currentTarget.value)}
    />
    <span>{draft.value}</span>
  </div>;
}

export function Chat({ user }: { user: MutableState<string> }) {
  <Profile key={user.value} user={user.value} />;
  <p>
    <Profile user="shared" />
  </p>;
}
