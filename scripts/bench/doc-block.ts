/**
 * Benches record their figures in docs/performance.md, which also holds hand-written analysis. Each
 * bench owns only the text between its marker comments (`<!-- bench:NAME:start -->` …
 * `<!-- bench:NAME:end -->`) and never touches anything outside them.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PERFORMANCE_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');

const markers = (name: string) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`] as const;

/**
 * `doc` with the block `name` holding `body`. A block that is not there yet is appended at the end
 * under `heading` (when given), so a first run adds a section and later runs only refresh it.
 */
export function replaceBlock(doc: string, name: string, body: string, heading?: string): string {
  const [start, end] = markers(name);
  const block = `${start}\n\n${body.trim()}\n\n${end}`; // blank lines: a table must not run into a marker
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 && to < 0) return `${doc.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${block}\n`;
  if (from < 0 || to < from || doc.indexOf(start, from + 1) >= 0 || doc.indexOf(end, to + 1) >= 0) {
    throw new Error(`docs/performance.md: the bench:${name} markers are missing, out of order or repeated`);
  }
  return doc.slice(0, from) + block + doc.slice(to + end.length);
}

/** Rewrites the named blocks of docs/performance.md (all or none: the markers are checked first). */
export async function writeBlocks(blocks: { name: string; body: string; heading?: string }[]): Promise<string> {
  let doc = existsSync(PERFORMANCE_DOC) ? await readFile(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  for (const b of blocks) doc = replaceBlock(doc, b.name, b.body, b.heading);
  await writeFile(PERFORMANCE_DOC, doc);
  return PERFORMANCE_DOC;
}
