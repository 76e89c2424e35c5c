/** A run of plain text, or a link with the text it shows and the address it opens. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/*
 * A candidate starts with http://, https:// or www. at a word start and runs to the next space or
 * character that cannot be part of a URL in prose. Anything else (javascript:, data:, mailto:) is never
 * a candidate, and every candidate is parsed with URL and kept only when its scheme is http or https.
 */
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"»)\]}*_~]$/;

/** Drops sentence punctuation after a URL; a closing bracket stays when the URL opened it (Wikipedia links). */
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const count = (text: string, char: string) => text.split(char).length - 1;

function trimTrailing(candidate: string): string {
  let url = candidate;
  while (TRAILING.test(url)) {
    const last = url.slice(-1);
    const opener = OPENER[last];
    if (opener && count(url, opener) >= count(url, last)) break;
    url = url.slice(0, -1);
  }
  return url;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits text into plain runs and http/https links (issue 14 §8), for rendering as React elements:
 * the text is never parsed as HTML, so nothing in it can become markup.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const url = trimTrailing(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    parts.push({ kind: 'link', text: url, href });
    plainFrom = start + url.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
