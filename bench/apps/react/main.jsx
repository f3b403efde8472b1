// React 19 + react-dom, keyed, as jfb's react-hooks implementation: one reducer
// holds the rows and the selected id; rows are memo'd on (item, selected) so an
// operation re-renders only the rows whose item object or selection changed.
import { memo, useReducer } from "react";
import { createRoot } from "react-dom/client";
import { buildData } from "../shared/data.js";

function reducer(state, action) {
  const { data, selected } = state;
  switch (action.type) {
    case "run":
      return { data: buildData(1000), selected: 0 };
    case "runlots":
      return { data: buildData(10000), selected: 0 };
    case "add":
      return { data: data.concat(buildData(1000)), selected };
    case "update": {
      // New objects for the changed rows only: memo lets the other 900 skip.
      const next = data.slice();
      for (let i = 0; i < next.length; i += 10) {
        const row = next[i];
        next[i] = { id: row.id, label: row.label + " !!!" };
      }
      return { data: next, selected };
    }
    case "clear":
      return { data: [], selected: 0 };
    case "swaprows": {
      if (data.length <= 998) return state;
      const next = data.slice();
      next[1] = data[998];
      next[998] = data[1];
      return { data: next, selected };
    }
    case "remove": {
      const index = data.findIndex((row) => row.id === action.id);
      return { data: data.slice(0, index).concat(data.slice(index + 1)), selected };
    }
    case "select":
      return { data, selected: action.id };
    default:
      return state;
  }
}

const Row = memo(
  function Row({ item, selected, dispatch }) {
    return (
      <tr className={selected ? "danger" : ""}>
        <td className="col-md-1">{item.id}</td>
        <td className="col-md-4">
          <a onClick={() => dispatch({ type: "select", id: item.id })}>{item.label}</a>
        </td>
        <td className="col-md-1">
          <a onClick={() => dispatch({ type: "remove", id: item.id })}>
            <span className="glyphicon glyphicon-remove" aria-hidden="true" />
          </a>
        </td>
        <td className="col-md-6" />
      </tr>
    );
  },
  (prev, next) => prev.item === next.item && prev.selected === next.selected,
);

function Button({ id, title, dispatch }) {
  return (
    <div className="col-sm-6 smallpad">
      <button
        type="button"
        className="btn btn-primary btn-block"
        id={id}
        onClick={() => dispatch({ type: id })}
      >
        {title}
      </button>
    </div>
  );
}

// The buttons never change: rendered once, skipped on every update.
const Jumbotron = memo(
  function Jumbotron({ dispatch }) {
    return (
      <div className="jumbotron">
        <div className="row">
          <div className="col-md-6">
            <h1>React keyed</h1>
          </div>
          <div className="col-md-6">
            <div className="row">
              <Button id="run" title="Create 1,000 rows" dispatch={dispatch} />
              <Button id="runlots" title="Create 10,000 rows" dispatch={dispatch} />
              <Button id="add" title="Append 1,000 rows" dispatch={dispatch} />
              <Button id="update" title="Update every 10th row" dispatch={dispatch} />
              <Button id="clear" title="Clear" dispatch={dispatch} />
              <Button id="swaprows" title="Swap Rows" dispatch={dispatch} />
            </div>
          </div>
        </div>
      </div>
    );
  },
  () => true,
);

function Main() {
  const [{ data, selected }, dispatch] = useReducer(reducer, { data: [], selected: 0 });
  return (
    <div className="container">
      <Jumbotron dispatch={dispatch} />
      <table className="table table-hover table-striped test-data">
        <tbody>
          {data.map((item) => (
            <Row key={item.id} item={item} selected={selected === item.id} dispatch={dispatch} />
          ))}
        </tbody>
      </table>
      <span className="preloadicon glyphicon glyphicon-remove" aria-hidden="true" />
    </div>
  );
}

createRoot(document.getElementById("main")).render(<Main />);
