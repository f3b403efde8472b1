// Hand-written DOM code for jfb's keyed table: the lower bound the other
// implementations are measured against. Rows are cloned from one parsed template,
// texts set through direct node references, events delegated to the tbody.
import { buildData } from "../shared/data.js";

const tbody = document.getElementById("tbody");
const table = tbody.parentNode;

const template = document.createElement("template");
template.innerHTML =
  '<tr><td class="col-md-1"> </td><td class="col-md-4"><a class="lbl"> </a></td>' +
  '<td class="col-md-1"><a class="remove"><span class="remove glyphicon glyphicon-remove" aria-hidden="true"></span></a></td>' +
  '<td class="col-md-6"></td></tr>';
const rowTemplate = template.content.firstChild;

/** One entry per visible row, in tbody order: the data and its DOM references. */
let rows = [];
let selected = null;

function createRow(item) {
  const tr = rowTemplate.cloneNode(true);
  const idCell = tr.firstChild;
  const label = idCell.nextSibling.firstChild;
  // The template's cells hold a single space so the text nodes already exist:
  // setting nodeValue is cheaper than creating them.
  idCell.firstChild.nodeValue = item.id;
  label.firstChild.nodeValue = item.label;
  const row = { id: item.id, label: item.label, tr, labelText: label.firstChild };
  tr.$row = row; // lets the delegated click handler find the row without a lookup
  return row;
}

function append(data) {
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < data.length; i++) {
    const row = createRow(data[i]);
    rows.push(row);
    fragment.appendChild(row.tr);
  }
  tbody.appendChild(fragment);
}

function clear() {
  rows = [];
  selected = null;
  // Detaching the tbody before emptying it skips per-node layout invalidation
  // of an attached tree; textContent = "" removes all children in one call.
  table.removeChild(tbody);
  tbody.textContent = "";
  table.appendChild(tbody);
}

function run(count) {
  if (rows.length) clear();
  append(buildData(count));
}

function update() {
  for (let i = 0; i < rows.length; i += 10) {
    const row = rows[i];
    row.label += " !!!";
    row.labelText.nodeValue = row.label;
  }
}

function select(row) {
  if (selected === row) return;
  if (selected) selected.tr.className = "";
  row.tr.className = "danger";
  selected = row;
}

function remove(row) {
  rows.splice(rows.indexOf(row), 1);
  if (selected === row) selected = null;
  row.tr.remove();
}

function swapRows() {
  if (rows.length <= 998) return;
  const a = rows[1];
  const b = rows[998];
  rows[1] = b;
  rows[998] = a;
  const afterB = b.tr.nextSibling;
  tbody.insertBefore(b.tr, a.tr);
  tbody.insertBefore(a.tr, afterB);
}

const actions = {
  run: () => run(1000),
  runlots: () => run(10000),
  add: () => append(buildData(1000)),
  update,
  clear,
  swaprows: swapRows,
};

document.getElementById("main").addEventListener("click", (event) => {
  const action = actions[event.target.id];
  if (action) {
    event.preventDefault();
    action();
  }
});

tbody.addEventListener("click", (event) => {
  const a = event.target.closest("a");
  if (!a) return;
  event.preventDefault();
  const row = a.closest("tr").$row;
  if (a.classList.contains("remove")) remove(row);
  else select(row);
});
