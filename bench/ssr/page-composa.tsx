// The server-rendering benchmark's page in Composa's dialect (same markup as page-react.jsx and page-solid.jsx).
import type { PageProps, Row } from "./data.js";

function Nav({ user }: { user: string }) {
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
        <a href={`/users/${user}`} title={user}>
          {user}
        </a>
      </li>
    </ul>
  </nav>;
}

function Sidebar({ notices }: { notices: string[] }) {
  <aside class="sidebar">
    <h2>Notices</h2>
    {notices.length === 0 ? (
      <p class="empty">Nothing new</p>
    ) : (
      <ul>
        {notices.map((n) => (
          <li class="notice">{n}</li>
        ))}
      </ul>
    )}
  </aside>;
}

function TableRow({ row, selected }: { row: Row; selected: boolean }) {
  <tr class={selected ? "danger" : ""}>
    <td class="col-md-1">{row.id}</td>
    <td class="col-md-4">
      <a href={`#${row.id}`}>{row.label}</a>
    </td>
    <td class="col-md-1">
      <a>
        <span class="glyphicon glyphicon-remove" aria-hidden="true"></span>
      </a>
    </td>
    <td class="col-md-6"></td>
  </tr>;
}

export function Page({ rows, user, selected, notices, showFooter }: PageProps) {
  <div class="layout">
    <Nav user={user} />
    <div class="content">
      <Sidebar notices={notices} />
      <main>
        <h1>Rows for {user}</h1>
        <p class="summary">
          {rows.length} rows, row {selected} selected
        </p>
        <table class="table table-hover table-striped test-data">
          <tbody>
            {rows.map((row) => (
              <TableRow key={row.id} row={row} selected={row.id === selected} />
            ))}
          </tbody>
        </table>
      </main>
    </div>
    {showFooter && (
      <footer class="footer">
        <p>Rendered on the server</p>
      </footer>
    )}
  </div>;
}
