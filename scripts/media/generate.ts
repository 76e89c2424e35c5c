/**
 * `npm run gen:media`: renders the demo media into supabase/storage/<bucket>/…, records each
 * file's size and dimensions in scripts/media/manifest.json, then rewrites supabase/seed.sql.
 * Everything is derived from fixed seeds, so a re-run reproduces the committed files.
 * `--seed-only` skips rendering (no media tools needed) and only rewrites seed.sql.
 * `--missing` renders only the files the manifest lacks (media added to the plan), keeping every
 * committed file as it is, then rewrites seed.sql.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderVideo, renderVoice, type VideoStyle } from './av.ts';
import { person } from './cast.ts';
import { ALL_MEDIA, type MediaSpec } from './content.ts';
import { BUCKETS, fileOf, MANIFEST, MIME, place, STORAGE_DIR, type Bucket } from './paths.ts';
import { writeSeed } from './seed-sql.ts';
import { artSvg, avatarSvg, coverSvg, type ArtStyle } from './svg-art.ts';
import { missingTools, probe, svgToJpeg } from './tools.ts';

export interface ManifestEntry {
  bucket: Bucket;
  name: string;
  mime: string;
  bytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  poster: string | null;
}
export type Manifest = Record<string, ManifestEntry>;

function render(m: MediaSpec, out: string, poster: string | null): void {
  const owner = person(m.ownerId);
  const [w, h] = m.size ?? [0, 0];
  switch (m.kind) {
    case 'avatar':
      return svgToJpeg(avatarSvg(owner), out, 3);
    case 'cover':
      return svgToJpeg(coverSvg(owner), out, 5);
    case 'image':
      return svgToJpeg(artSvg(m.style as ArtStyle, m.seed, m.hues, w, h), out, 5);
    case 'video':
      if (!poster) throw new Error('a video needs a poster');
      return renderVideo({
        style: m.style as VideoStyle,
        seed: m.seed,
        hues: m.hues,
        w,
        h,
        seconds: 4,
        label: `@${owner.username}`,
        out,
        poster,
      });
    case 'voice':
      return renderVoice({ text: m.voiceText ?? '', voice: m.voice ?? 'en-us', out });
  }
}

function requireTools(): void {
  const missing = missingTools();
  if (missing.length) {
    console.error(
      `Missing tools: ${missing.join(', ')}. Install them with:\n  apt-get install -y ffmpeg librsvg2-bin espeak-ng fonts-dejavu-core`,
    );
    process.exit(1);
  }
}

/** Renders one planned file (and a video's poster) and describes it for the manifest. */
function renderEntry(m: MediaSpec, progress: string): ManifestEntry {
  const { bucket, name, posterName } = place(m);
  const out = fileOf(bucket, name);
  const poster = posterName ? fileOf(bucket, posterName) : null;
  mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();
  render(m, out, poster);
  const { width, height, duration } = probe(out);
  const bytes = readFileSync(out);
  console.log(`${progress} ${bucket}/${name} ${(bytes.length / 1024).toFixed(0)} KiB ${Date.now() - started} ms`);
  return {
    bucket,
    name,
    mime: MIME[path.extname(name).slice(1)] ?? 'application/octet-stream',
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width,
    height,
    duration,
    poster: posterName,
  };
}

function renderAll(): Manifest {
  requireTools();
  for (const b of BUCKETS) rmSync(path.join(STORAGE_DIR, b), { recursive: true, force: true });
  const manifest: Manifest = {};
  ALL_MEDIA.forEach((m, i) => {
    manifest[m.key] = renderEntry(m, `[${i + 1}/${ALL_MEDIA.length}]`);
  });
  return manifest;
}

/** `--missing`: renders only planned files the manifest has no entry for. */
function renderMissing(manifest: Manifest): void {
  const todo = ALL_MEDIA.filter((m) => !manifest[m.key]);
  if (todo.length === 0) return;
  requireTools();
  todo.forEach((m, i) => {
    manifest[m.key] = renderEntry(m, `[new ${i + 1}/${todo.length}]`);
  });
}

/** The manifest in plan order, as a full render writes it, so both ways give the same file. */
const inPlanOrder = (manifest: Manifest): Manifest =>
  Object.fromEntries(
    ALL_MEDIA.flatMap((m) => {
      const entry = manifest[m.key];
      return entry ? [[m.key, entry] as const] : [];
    }),
  );

/**
 * `--seed-only` renders nothing, but the plan may move a rendered file to another bucket (a chat
 * image that became a paid message now lives in locked-media). Such files are moved on disk and
 * in the manifest; the bytes stay the same, so the result equals a full render.
 */
function relocate(manifest: Manifest, allowMissing: boolean): void {
  for (const m of ALL_MEDIA) {
    const entry = manifest[m.key];
    if (!entry && allowMissing) continue;
    if (!entry) throw new Error(`manifest has no ${m.key}: run npm run gen:media -- --missing`);
    const { bucket, name, posterName } = place(m);
    if (entry.bucket === bucket && entry.name === name) continue;
    const moves: Array<[string, string]> = [[fileOf(entry.bucket, entry.name), fileOf(bucket, name)]];
    if (entry.poster && posterName) moves.push([fileOf(entry.bucket, entry.poster), fileOf(bucket, posterName)]);
    for (const [from, to] of moves) {
      if (!existsSync(from)) throw new Error(`${from} is missing: run npm run gen:media (without --seed-only)`);
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
      if (readdirSync(path.dirname(from)).length === 0) rmSync(path.dirname(from), { recursive: true });
      console.log(`moved ${path.relative(STORAGE_DIR, from)} → ${path.relative(STORAGE_DIR, to)}`);
    }
    manifest[m.key] = { ...entry, bucket, name, poster: posterName };
  }
}

function main() {
  const seedOnly = process.argv.includes('--seed-only');
  const missingOnly = process.argv.includes('--missing');
  let manifest: Manifest;
  if (seedOnly || missingOnly) {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const before = JSON.stringify(manifest);
    relocate(manifest, missingOnly);
    if (missingOnly) renderMissing(manifest);
    manifest = inPlanOrder(manifest);
    if (JSON.stringify(manifest) !== before) writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
  } else {
    manifest = renderAll();
    writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
    const total = Object.values(manifest).reduce(
      (s, e) => s + e.bytes + (e.poster ? statSync(fileOf(e.bucket, e.poster)).size : 0),
      0,
    );
    console.log(
      `media: ${Object.keys(manifest).length} files, ${(total / 1024 / 1024).toFixed(2)} MiB in ${path.relative(process.cwd(), STORAGE_DIR)}`,
    );
  }
  writeSeed(manifest);
}

main();
