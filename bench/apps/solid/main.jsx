// Solid 1.9, keyed, in Solid's own idiom (compiled by vite-plugin-solid): the list is a
// signal rendered with <For> (keyed by item identity), each row's label is a signal of
// its own (an update writes 100 signals, no list diff), and the selection is a
// `createSelector`, so selecting a row re-runs the class binding of two rows only.
// Handlers use Solid's bound-array form (`[fn, id]`, no closure per row) and are
// delegated to the document by Solid.
import { batch, createSelector, createSignal, For } from "solid-js";
import { render } from "solid-js/web";
import { buildData } from "../shared/data.js";

/** The shared generator's rows, each label turned into a signal. */
function buildRows(count) {
  const data = buildData(count);
  for (let i = 0; i < data.length; i++) {
    const [label, setLabel] = createSignal(data[i].label);
    data[i] = { id: data[i].id, label, setLabel };
  }
  return data;
}

function Button({ id, title, onClick }) {
  return (
    <div class="col-sm-6 smallpad">
      <button type="button" class="btn btn-primary btn-block" id={id} onClick={onClick}>
        {title}
      </button>
    </div>
  );
}

function App() {
  const [rows, setRows] = createSignal([]);
  const [selected, setSelected] = createSignal(0);
  const isSelected = createSelector(selected);

  const run = (count) =>
    batch(() => {
      setRows(buildRows(count));
      setSelected(0);
    });
  const add = () => setRows((data) => data.concat(buildRows(1000)));
  const update = () =>
    batch(() => {
      const data = rows();
      for (let i = 0; i < data.length; i += 10) data[i].setLabel((label) => label + " !!!");
    });
  const clear = () =>
    batch(() => {
      setRows([]);
      setSelected(0);
    });
  const swapRows = () => {
    const data = rows();
    if (data.length <= 998) return;
    const next = data.slice();
    next[1] = data[998];
    next[998] = data[1];
    setRows(next);
  };
  const select = (id) => setSelected(id);
  const remove = (id) =>
    setRows((data) => {
      const index = data.findIndex((row) => row.id === id);
      return data.slice(0, index).concat(data.slice(index + 1));
    });

  return (
    <div class="container">
      <div class="jumbotron">
        <div class="row">
          <div class="col-md-6">
            <h1>Solid keyed</h1>
          </div>
          <div class="col-md-6">
            <div class="row">
              <Button id="run" title="Create 1,000 rows" onClick={() => run(1000)} />
              <Button id="runlots" title="Create 10,000 rows" onClick={() => run(10000)} />
              <Button id="add" title="Append 1,000 rows" onClick={add} />
              <Button id="update" title="Update every 10th row" onClick={update} />
              <Button id="clear" title="Clear" onClick={clear} />
              <Button id="swaprows" title="Swap Rows" onClick={swapRows} />
            </div>
          </div>
        </div>
      </div>
      <table class="table table-hover table-striped test-data">
        <tbody>
          <For each={rows()}>
            {(row) => {
              // A plain local is static to Solid's compiler: no effect for the id cell.
              const id = row.id;
              return (
                <tr class={isSelected(id) ? "danger" : ""}>
                  <td class="col-md-1" textContent={id} />
                  <td class="col-md-4">
                    <a onClick={[select, id]} textContent={row.label()} />
                  </td>
                  <td class="col-md-1">
                    <a onClick={[remove, id]}>
                      <span class="glyphicon glyphicon-remove" aria-hidden="true" />
                    </a>
                  </td>
                  <td class="col-md-6" />
                </tr>
              );
            }}
          </For>
        </tbody>
      </table>
      <span class="preloadicon glyphicon glyphicon-remove" aria-hidden="true" />
    </div>
  );
}

render(App, document.getElementById("main"));
