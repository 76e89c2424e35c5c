import { MAIL_FROM, snippet, type StoredMail } from './store.ts';

// The mail catcher's human side: a readable inbox and message view, light or dark with the system.

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = `
:root { color-scheme: light dark; --bg:#f6f6f8; --fg:#1d1d22; --muted:#6b6b76; --card:#fff; --line:#e3e3e8; --accent:#7c3aed; }
@media (prefers-color-scheme: dark) { :root { --bg:#111114; --fg:#ececf1; --muted:#9a9aa6; --card:#1b1b20; --line:#2c2c34; --accent:#a78bfa; } }
* { box-sizing: border-box; } body { margin:0; font:15px/1.45 system-ui,sans-serif; background:var(--bg); color:var(--fg); }
header { display:flex; gap:1rem; align-items:center; padding:.8rem 1.2rem; border-bottom:1px solid var(--line); background:var(--card); }
header h1 { font-size:1.1rem; margin:0; flex:1; } a { color:var(--accent); }
main { max-width:60rem; margin:0 auto; padding:1rem; }
ul { list-style:none; padding:0; margin:0; } li a { display:block; padding:.7rem .9rem; border-bottom:1px solid var(--line); color:inherit; text-decoration:none; background:var(--card); }
li a:hover, li a:focus { outline:2px solid var(--accent); outline-offset:-2px; } li.unread .subject { font-weight:700; }
.meta, .snippet { color:var(--muted); font-size:.85rem; } .empty { color:var(--muted); padding:2rem; text-align:center; }
iframe { width:100%; min-height:24rem; border:1px solid var(--line); border-radius:8px; background:#fff; }
pre { white-space:pre-wrap; background:var(--card); border:1px solid var(--line); border-radius:8px; padding:1rem; }
form { margin:0; } button, input { font:inherit; padding:.35rem .7rem; border-radius:6px; border:1px solid var(--line); background:var(--card); color:var(--fg); }`;

export function page(title: string, body: string, refresh = false) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header><h1><a href="/">Velvet local mail</a></h1>
<form method="get" action="/"><input name="q" type="search" placeholder='to:"user@example.test"' aria-label="Search"></form>
<form method="post" action="/clear"><button type="submit">Delete all</button></form></header><main>${body}</main></body></html>`;
}

export function inboxPage(list: readonly StoredMail[], query: string) {
  const items = list
    .map(
      (m) => `<li class="${m.read ? 'read' : 'unread'}"><a href="/view/${encodeURIComponent(m.id)}">
<div class="subject">${esc(m.subject)}</div><div class="meta">To ${esc(m.to)} · ${esc(new Date(m.created).toLocaleString())}</div>
<div class="snippet">${esc(snippet(m))}</div></a></li>`,
    )
    .join('\n');
  const heading = query ? `<p class="meta">Results for ${esc(query)}</p>` : '';
  return page('Inbox', `${heading}${items ? `<ul>${items}</ul>` : '<p class="empty">No messages yet.</p>'}`, !query);
}

export function messagePage(m: StoredMail) {
  // The mail's own HTML runs in a sandbox with no scripts; links open in a new tab.
  const doc = `<base target="_blank">${m.html}`;
  return page(
    m.subject,
    `<p><a href="/">← Inbox</a></p><h2>${esc(m.subject)}</h2>
<p class="meta">From ${esc(`${(m.from ?? MAIL_FROM).Name} <${(m.from ?? MAIL_FROM).Address}>`)} · To ${esc(m.to)} · ${esc(m.created)}</p>
<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(doc)}"></iframe>
<h3>Text</h3><pre>${esc(m.text)}</pre>`,
  );
}
