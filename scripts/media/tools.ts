/** Thin wrappers over the Debian tools the generator uses (rsvg-convert, ffmpeg, ffprobe, espeak-ng). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TOOLS = ['rsvg-convert', 'ffmpeg', 'ffprobe', 'espeak-ng'] as const;

export function missingTools(): string[] {
  return TOOLS.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
}

export function run(cmd: string, args: string[], input?: string | Buffer): Buffer {
  const r = spawnSync(cmd, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr.toString().slice(-2000)}`);
  return r.stdout;
}

/** Flags that keep ffmpeg's output byte-identical between runs (no timestamps, no random ids). */
export const BITEXACT = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];

const scratch = mkdtempSync(path.join(tmpdir(), 'velvet-media-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
export const tempFile = (ext: string) => path.join(scratch, `t${counter++}.${ext}`);

/** SVG → PNG (rsvg-convert) → JPEG at the given quality scale (ffmpeg's 2 = best … 31 = worst). */
export function svgToJpeg(svgText: string, out: string, q = 4): void {
  const svgFile = tempFile('svg');
  const png = tempFile('png');
  writeFileSync(svgFile, svgText);
  run('rsvg-convert', ['-o', png, svgFile]);
  run('ffmpeg', ['-y', '-loglevel', 'error', '-i', png, '-q:v', String(q), ...BITEXACT, out]);
}

export function svgToPng(svgText: string, out: string): void {
  const svgFile = tempFile('svg');
  writeFileSync(svgFile, svgText);
  run('rsvg-convert', ['-o', out, svgFile]);
}

export interface Probe {
  width: number | null;
  height: number | null;
  duration: number | null;
}

/** Measures what the seed stores in media_width/height/duration. */
export function probe(file: string): Probe {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(out.toString()) as {
    streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
    format?: { duration?: string };
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  const hasAudioOnly = !video;
  const isStill = /\.(jpe?g|png|webp)$/i.test(file);
  const d = Number(info.format?.duration);
  return {
    width: video?.width ?? null,
    height: video?.height ?? null,
    duration: isStill || !Number.isFinite(d) ? null : Math.round(d * 100) / 100,
    ...(hasAudioOnly ? { width: null, height: null } : {}),
  };
}
