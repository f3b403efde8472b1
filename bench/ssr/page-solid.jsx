// The server-rendering benchmark's page in Solid (same markup as page-composa.tsx).
import { For, Show } from "solid-js";

function Nav(props) {
  return (
    <nav class="navbar">
      <a class="brand" href="/">
        Bench
      </a>
      <ul class="links">
        <li>
          <a href="/docs">Docs</a>
        </li>
        <li>
          <a href="/blog">Blog</a>
        </li>
        <li>
          <a href={`/users/${props.user}`} title={props.user}>
            {props.user}
          </a>
        </li>
      </ul>
    </nav>
  );
}

function Sidebar(props) {
  return (
    <aside class="sidebar">
      <h2>Notices</h2>
      <Show when={props.notices.length > 0} fallback={<p class="empty">Nothing new</p>}>
        <ul>
          <For each={props.notices}>{(n) => <li class="notice">{n}</li>}</For>
        </ul>
      </Show>
    </aside>
  );
}

function TableRow(props) {
  return (
    <tr class={props.selected ? "danger" : ""}>
      <td class="col-md-1">{props.row.id}</td>
      <td class="col-md-4">
        <a href={`#${props.row.id}`}>{props.row.label}</a>
      </td>
      <td class="col-md-1">
        <a>
          <span class="glyphicon glyphicon-remove" aria-hidden="true"></span>
        </a>
      </td>
      <td class="col-md-6"></td>
    </tr>
  );
}

export function Page(props) {
  return (
    <div class="layout">
      <Nav user={props.user} />
      <div class="content">
        <Sidebar notices={props.notices} />
        <main>
          <h1>Rows for {props.user}</h1>
          <p class="summary">
            {props.rows.length} rows, row {props.selected} selected
          </p>
          <table class="table table-hover table-striped test-data">
            <tbody>
              <For each={props.rows}>
                {(row) => <TableRow row={row} selected={row.id === props.selected} />}
              </For>
            </tbody>
          </table>
        </main>
      </div>
      <Show when={props.showFooter}>
        <footer class="footer">
          <p>Rendered on the server</p>
        </footer>
      </Show>
    </div>
  );
}
