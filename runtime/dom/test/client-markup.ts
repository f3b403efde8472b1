import { render } from "../render.js";

/** The markup a plain client render of `App` makes: what hydrating the server's markup must end as. */
export function clientMarkup(App: (props: object) => void): string {
  const fresh = document.createElement("div");
  const composition = render(App, fresh);
  const html = fresh.innerHTML;
  composition.dispose();
  return html;
}
