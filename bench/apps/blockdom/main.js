// blockdom, keyed, in its own idiom: a block per row (one cloned template, five dynamic
// points) and a main block holding the list; every change re-renders the whole tree
// and `patch`es it against the previous one. Unchanged rows keep their previous vnode
// (blockdom's patch returns at once when given the same vnode), which is how blockdom
// memoizes: only new, relabelled or (de)selected rows build a vnode.
// Handlers are `click.synthetic`: blockdom's delegated form, one document listener
// (as the other implementations here delegate too), with `[fn, id]` data, no closure per row.
import { createBlock, list, mount, patch, withKey } from "blockdom";
import { buildData } from "../shared/data.js";

const rowBlock = createBlock(
  '<tr block-attribute-0="class"><td class="col-md-1"><block-text-1/></td>' +
    '<td class="col-md-4"><a block-handler-2="click.synthetic"><block-text-3/></a></td>' +
    '<td class="col-md-1"><a block-handler-4="click.synthetic"><span class="glyphicon glyphicon-remove" aria-hidden="true"></span></a></td>' +
    '<td class="col-md-6"></td></tr>',
);

const button = (id, index, title) =>
  `<div class="col-sm-6 smallpad"><button type="button" class="btn btn-primary btn-block" id="${id}" block-handler-${index}="click.synthetic">${title}</button></div>`;

const mainBlock = createBlock(
  '<div class="container"><div class="jumbotron"><div class="row">' +
    '<div class="col-md-6"><h1>blockdom keyed</h1></div>' +
    '<div class="col-md-6"><div class="row">' +
    button("run", 0, "Create 1,000 rows") +
    button("runlots", 1, "Create 10,000 rows") +
    button("add", 2, "Append 1,000 rows") +
    button("update", 3, "Update every 10th row") +
    button("clear", 4, "Clear") +
    button("swaprows", 5, "Swap Rows") +
    "</div></div></div></div>" +
    '<table class="table table-hover table-striped test-data"><tbody><block-child-0/></tbody></table>' +
    '<span class="preloadicon glyphicon glyphicon-remove" aria-hidden="true"></span></div>',
);

// The state: plain data, changed in place, then `update()` re-renders.
let rows = [];
let selected = 0;

const actions = [
  () => run(1000),
  () => run(10000),
  () => {
    rows = rows.concat(buildData(1000));
    update();
  },
  () => {
    for (let i = 0; i < rows.length; i += 10) rows[i].label += " !!!";
    update();
  },
  () => {
    rows = [];
    selected = 0;
    update();
  },
  () => {
    if (rows.length <= 998) return;
    const row = rows[1];
    rows[1] = rows[998];
    rows[998] = row;
    update();
  },
];

function run(count) {
  rows = buildData(count);
  selected = 0;
  update();
}

function select(id) {
  selected = id;
  update();
}

function remove(id) {
  rows.splice(
    rows.findIndex((row) => row.id === id),
    1,
  );
  update();
}

/**
 * A row's vnode, kept on the row with what it shows: reused while both are unchanged.
 * (blockdom has no components: what to re-render is the caller's choice.)
 */
function renderRow(row) {
  const isSelected = row.id === selected;
  if (row.vnode === undefined || row.shownLabel !== row.label || row.shownSelected !== isSelected) {
    row.vnode = withKey(
      rowBlock([isSelected ? "danger" : "", row.id, [select, row.id], row.label, [remove, row.id]]),
      row.id,
    );
    row.shownLabel = row.label;
    row.shownSelected = isSelected;
  }
  return row.vnode;
}

function render() {
  const children = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) children[i] = renderRow(rows[i]);
  return mainBlock(actions, [list(children)]);
}

const tree = render();
mount(tree, document.getElementById("main"));

function update() {
  patch(tree, render());
}
