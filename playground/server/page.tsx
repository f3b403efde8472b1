import { Counter } from "../examples/counter.js";
import { DerivedExample } from "../examples/derived.js";
import { TodosExample } from "../examples/todos.js";

/**
 * The server-rendered page: a few of the playground's examples (the ones that
 * draw nothing at random and start no timer, so the server's first
 * composition is the browser's), rendered by composa/server and hydrated.
 */
export function ServerPage() {
  <main class="ssr-page">
    <h1>Composa, rendered on the server</h1>
    <p class="about">This markup came from renderToString; the browser adopted it with hydrate.</p>
    <section class="example" id="counter">
      <h2>Counter</h2>
      <Counter />
    </section>
    <section class="example" id="todos">
      <h2>To-dos</h2>
      <TodosExample />
    </section>
    <section class="example" id="derived">
      <h2>Derived state</h2>
      <DerivedExample />
    </section>
  </main>;
}
