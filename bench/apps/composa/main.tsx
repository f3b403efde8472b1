// Composa, keyed, written as idiomatic dialect code: the rows and the selected
// id are remembered state of the App; each Row is a restartable composable that
// skips unless its item or its selection changed (the compiler memoizes the
// click lambdas, so they never defeat skipping).
import { mutableStateOf, remember } from "composa";
import { render } from "composa/dom";
import { buildData } from "../shared/data.js";

interface Item {
  id: number;
  label: string;
}

function App() {
  const rows = remember(() => mutableStateOf<Item[]>([]));
  const selected = remember(() => mutableStateOf(0));

  const run = (count: number) => {
    rows.value = buildData(count);
    selected.value = 0;
  };
  const add = () => (rows.value = rows.value.concat(buildData(1000)));
  const update = () => {
    // New objects for the changed rows only: the other 900 skip.
    const next = rows.value.slice();
    for (let i = 0; i < next.length; i += 10) next[i] = { id: next[i]!.id, label: next[i]!.label + " !!!" };
    rows.value = next;
  };
  const clear = () => {
    rows.value = [];
    selected.value = 0;
  };
  const swapRows = () => {
    const data = rows.value;
    if (data.length <= 998) return;
    const next = data.slice();
    next[1] = data[998]!;
    next[998] = data[1]!;
    rows.value = next;
  };
  const select = (id: number) => (selected.value = id);
  const remove = (id: number) => {
    const data = rows.value;
    const index = data.findIndex((row) => row.id === id);
    rows.value = data.slice(0, index).concat(data.slice(index + 1));
  };

  const selectedId = selected.value; // read once, not once per row

  <div class="container">
    <Jumbotron
      run={() => run(1000)}
      runLots={() => run(10000)}
      add={add}
      update={update}
      clear={clear}
      swapRows={swapRows}
    />
    <table class="table table-hover table-striped test-data">
      <tbody>
        {rows.value.map((item) => (
          <Row key={item.id} item={item} selected={selectedId === item.id} select={select} remove={remove} />
        ))}
      </tbody>
    </table>
    <span class="preloadicon glyphicon glyphicon-remove" aria-hidden="true" />
  </div>;
}

interface JumbotronProps {
  run: () => void;
  runLots: () => void;
  add: () => void;
  update: () => void;
  clear: () => void;
  swapRows: () => void;
}

function Jumbotron({ run, runLots, add, update, clear, swapRows }: JumbotronProps) {
  <div class="jumbotron">
    <div class="row">
      <div class="col-md-6">
        <h1>Composa keyed</h1>
      </div>
      <div class="col-md-6">
        <div class="row">
          <Action id="run" title="Create 1,000 rows" onClick={run} />
          <Action id="runlots" title="Create 10,000 rows" onClick={runLots} />
          <Action id="add" title="Append 1,000 rows" onClick={add} />
          <Action id="update" title="Update every 10th row" onClick={update} />
          <Action id="clear" title="Clear" onClick={clear} />
          <Action id="swaprows" title="Swap Rows" onClick={swapRows} />
        </div>
      </div>
    </div>
  </div>;
}

function Action({ id, title, onClick }: { id: string; title: string; onClick: () => void }) {
  <div class="col-sm-6 smallpad">
    <button type="button" class="btn btn-primary btn-block" id={id} onClick={onClick}>
      {title}
    </button>
  </div>;
}

interface RowProps {
  item: Item;
  selected: boolean;
  select: (id: number) => void;
  remove: (id: number) => void;
}

function Row({ item, selected, select, remove }: RowProps) {
  <tr class={selected ? "danger" : ""}>
    <td class="col-md-1">{item.id}</td>
    <td class="col-md-4">
      <a onClick={() => select(item.id)}>{item.label}</a>
    </td>
    <td class="col-md-1">
      <a onClick={() => remove(item.id)}>
        <span class="glyphicon glyphicon-remove" aria-hidden="true" />
      </a>
    </td>
    <td class="col-md-6" />
  </tr>;
}

render(App, document.getElementById("main")!);
