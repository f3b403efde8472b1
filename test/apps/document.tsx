// Apps that render the whole document, `<html>` to `</html>`, as a Next.js
// root layout or a Remix root does: head metadata from props and state, a
// body with content and a control.
import { mutableStateOf, remember } from "composa";
import { KitStyles, Row, Text } from "composa/dom";

export function Page({ title, user }: { title: string; user: string | null }) {
  const count = remember(() => mutableStateOf(0));
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{count.value > 0 ? `(${count.value}) ${title}` : title}</title>
      <meta name="description" content={`About ${title} & more`} />
      <link rel="icon" href="/favicon.ico" />
      <script type="application/json" id="props">
        {JSON.stringify({ title, user })}
      </script>
    </head>
    <body>
      <header>
        <h1>{title}</h1>
      </header>
      <main>
        {user !== null ? <p class="hello">Hello, {user}!</p> : <a href="/login">Log in</a>}
        <button onClick={() => count.value++}>Clicked {count.value} times</button>
      </main>
    </body>
  </html>;
}

/** No `<head>`: the parser makes an empty one, which is not the app's. */
export function NoHead({ text }: { text: string }) {
  const on = remember(() => mutableStateOf(false));
  <html>
    <body>
      <p>{text}</p>
      <button onClick={() => (on.value = !on.value)}>{on.value ? "on" : "off"}</button>
    </body>
  </html>;
}

/** Part of a page, not a document: hydrated into the document by mistake. */
export function Widget() {
  <div class="widget">widget</div>;
}

/** A page whose `<head>` and `<body>` are static: compiled into one template. */
export function StaticPage() {
  <html lang="en">
    <head>
      <title>Static</title>
    </head>
    <body>
      <main>
        <p>a</p>
      </main>
    </body>
  </html>;
}

/** `<head>` and `<body>` whose last children the client may leave out (`extra`: what only the server writes). */
export function Trailing({ extra }: { extra: boolean }) {
  const on = remember(() => mutableStateOf(false));
  <html>
    <head>
      <title>Trailing</title>
      {extra && <meta name="server-only" content="1" />}
    </head>
    <body>
      <button onClick={() => (on.value = !on.value)}>{on.value ? "on" : "off"}</button>
      {on.value && <p class="late">late</p>}
      {extra && <p class="server-only">server only</p>}
    </body>
  </html>;
}

/** A whole-document app that uses the kit: its stylesheet goes in the app's own `<head>`. */
export function KitPage({ title }: { title: string }) {
  const count = remember(() => mutableStateOf(0));
  <html>
    <head>
      <title>{title}</title>
      <KitStyles />
    </head>
    <body>
      <Row>
        <Text text={`${count.value}`} />
        <button onClick={() => count.value++}>+</button>
      </Row>
    </body>
  </html>;
}
