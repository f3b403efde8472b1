// The hydration benchmark's client entry for React: hydrateRoot on the server's markup of the page.
import { useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { Page } from "./page-react.jsx";

// The root's layout effect runs when the hydrated tree is committed (after its children's): the page is live.
function Timed({ props, done }) {
  useLayoutEffect(() => done(), []);
  return <Page {...props} />;
}

globalThis.hydrateErrors = 0;
globalThis.hydrateApp = (container, props, done) => {
  hydrateRoot(container, <Timed props={props} done={done} />, {
    onRecoverableError: () => globalThis.hydrateErrors++,
  });
};
