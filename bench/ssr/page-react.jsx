// The server-rendering benchmark's page in React (same markup as page-composa.tsx).
function Nav({ user }) {
  return (
    <nav className="navbar">
      <a className="brand" href="/">
        Bench
      </a>
      <ul className="links">
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
    </nav>
  );
}

function Sidebar({ notices }) {
  return (
    <aside className="sidebar">
      <h2>Notices</h2>
      {notices.length === 0 ? (
        <p className="empty">Nothing new</p>
      ) : (
        <ul>
          {notices.map((n, i) => (
            <li key={i} className="notice">
              {n}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function TableRow({ row, selected }) {
  return (
    <tr className={selected ? "danger" : ""}>
      <td className="col-md-1">{row.id}</td>
      <td className="col-md-4">
        <a href={`#${row.id}`}>{row.label}</a>
      </td>
      <td className="col-md-1">
        <a>
          <span className="glyphicon glyphicon-remove" aria-hidden="true"></span>
        </a>
      </td>
      <td className="col-md-6"></td>
    </tr>
  );
}

export function Page({ rows, user, selected, notices, showFooter }) {
  return (
    <div className="layout">
      <Nav user={user} />
      <div className="content">
        <Sidebar notices={notices} />
        <main>
          <h1>Rows for {user}</h1>
          <p className="summary">
            {rows.length} rows, row {selected} selected
          </p>
          <table className="table table-hover table-striped test-data">
            <tbody>
              {rows.map((row) => (
                <TableRow key={row.id} row={row} selected={row.id === selected} />
              ))}
            </tbody>
          </table>
        </main>
      </div>
      {showFooter && (
        <footer className="footer">
          <p>Rendered on the server</p>
        </footer>
      )}
    </div>
  );
}
