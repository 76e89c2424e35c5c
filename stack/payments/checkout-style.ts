// The hosted checkout page's CSS: dark, Velvet's rose for the pay button, amber for TEST MODE.
export const CHECKOUT_STYLE = `
:root { color-scheme: dark; --bg:#09090b; --panel:#131316; --field:#18181b; --line:#2e2e35; --fg:#f4f4f5; --muted:#a1a1aa;
  --accent:#e11d48; --accent-hover:#be123c; --focus:#fb7185; --error:#fda4af; --warn:#f59e0b; }
* { box-sizing:border-box; }
body { margin:0; min-height:100dvh; background:var(--bg); color:var(--fg); font:16px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; }
a { color:var(--fg); }
:focus-visible { outline:2px solid var(--focus); outline-offset:2px; }
.test-banner { background:var(--warn); color:#1c1917; text-align:center; font-size:.8125rem; font-weight:600; padding:.375rem 1rem; }
.test-banner strong { letter-spacing:.08em; }
.layout { max-width:58rem; margin:0 auto; padding:1.25rem 1.25rem 3rem; display:grid; gap:2rem; }
@media (min-width:55rem) { .layout { grid-template-columns:1fr 1fr; gap:4rem; padding-top:4rem; } }
.merchant { display:flex; align-items:center; gap:.75rem; }
.back { display:inline-flex; align-items:center; gap:.5rem; text-decoration:none; color:var(--muted); font-size:.9375rem; padding:.25rem 0; }
.back:hover { color:var(--fg); }
.logo { width:1.75rem; height:1.75rem; border-radius:50%; background:linear-gradient(135deg,#fb7185,#be123c); display:grid; place-items:center; font-weight:700; font-size:.875rem; color:#fff; }
.badge { font-size:.6875rem; font-weight:700; letter-spacing:.06em; color:#1c1917; background:var(--warn); border-radius:4px; padding:.0625rem .375rem; }
.label { color:var(--muted); margin:1.5rem 0 0; font-size:1rem; }
.total { font-size:2.25rem; font-weight:650; margin:.25rem 0 1.5rem; letter-spacing:-.01em; }
.items { list-style:none; margin:0; padding:0; }
.items li { display:flex; justify-content:space-between; gap:1rem; padding:.75rem 0; border-top:1px solid var(--line); }
.items .qty { color:var(--muted); font-size:.875rem; }
h1 { font-size:1.25rem; font-weight:600; margin:0 0 1rem; }
form { display:grid; gap:1rem; }
.field label, legend { display:block; font-size:.875rem; color:var(--muted); margin-bottom:.375rem; padding:0; }
fieldset { border:0; margin:0; padding:0; min-width:0; }
input, select { width:100%; font:inherit; color:var(--fg); background:var(--field); border:1px solid var(--line); border-radius:8px; padding:.6875rem .75rem; min-height:2.875rem; }
input::placeholder { color:#71717a; }
input[aria-invalid="true"] { border-color:var(--error); }
.card-group { border:1px solid var(--line); border-radius:8px; overflow:hidden; background:var(--field); }
.card-group input { border:0; border-radius:0; }
.card-group .row { display:grid; grid-template-columns:1fr 1fr; border-top:1px solid var(--line); }
.card-group .row > div + div { border-left:1px solid var(--line); }
.sr-only { position:absolute; width:1px; height:1px; padding:0; margin:-1px; overflow:hidden; clip:rect(0,0,0,0); white-space:nowrap; border:0; }
.error { color:var(--error); font-size:.875rem; margin:.375rem 0 0; }
.alert { border:1px solid #9f1239; background:#2a0a12; color:#fecdd3; border-radius:8px; padding:.75rem 1rem; margin:0; }
button { font:inherit; font-weight:600; color:#fff; background:var(--accent); border:0; border-radius:8px; min-height:3rem; padding:.75rem 1rem; cursor:pointer; }
button:hover { background:var(--accent-hover); }
button[disabled] { opacity:.7; cursor:progress; }
.static-label { font-size:.875rem; color:var(--muted); margin:0 0 .375rem; }
.email-static { margin:0; padding:.6875rem .75rem; border:1px solid var(--line); border-radius:8px; color:#d4d4d8; overflow-wrap:anywhere; }
details { color:var(--muted); font-size:.875rem; border:1px dashed var(--line); border-radius:8px; padding:.5rem .75rem; }
details summary { cursor:pointer; color:var(--fg); }
details table { border-collapse:collapse; margin-top:.5rem; width:100%; }
details td { padding:.25rem .5rem .25rem 0; vertical-align:top; }
details code { font-family:ui-monospace,SFMono-Regular,Menlo,monospace; color:var(--fg); white-space:nowrap; }
.foot { color:#71717a; font-size:.75rem; text-align:center; margin:0; }
.notice { max-width:30rem; margin:4rem auto; padding:0 1.25rem; text-align:center; }
.notice p { color:var(--muted); }
.button-link { display:inline-block; text-decoration:none; font-weight:600; color:#fff; background:var(--accent); border-radius:8px; padding:.75rem 1.25rem; }`;
