import { createHash } from 'node:crypto';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { storageError } from './errors.ts';
import type { Transform } from './render-params.ts';

/** What a variant is encoded as; `origin` keeps the source's format (SVG and TIFF become PNG). */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Hosted Supabase's documented source limits (imgproxy's max source file size and resolution). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 50_000_000;

/** storage-api's messages for sources imgproxy refuses, sent with statusCode 400 (`renderer/image.ts`). */
const sourceError = (message: string) => storageError(400, 'InvalidRequest', message, 'InvalidRequest');
const UNSUPPORTED = 'The source image is invalid or unsupported for rendering';

type SharpModule = typeof import('sharp');
let sharpModule: Promise<SharpModule> | null = null;

/** Loaded on the first render, so a stack that never renders never pays for libvips. */
function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    // The machine is shared: one libvips thread per render, and no in-memory operation cache
    // (rendered variants are cached on disk instead).
    sharp.concurrency(1);
    sharp.cache(false);
    return m;
  });
  return sharpModule;
}

/** imgproxy's webp detection: a browser that accepts webp gets webp unless the URL asks for the origin format. */
export function outputFormat(t: Transform, sourceFormat: string, accept: string | undefined): OutputFormat {
  if (t.format === 'webp' || t.format === 'avif') return t.format;
  if (t.format === null && accept?.includes('image/webp')) return 'webp';
  if (sourceFormat === 'jpeg' || sourceFormat === 'png' || sourceFormat === 'webp' || sourceFormat === 'gif')
    return sourceFormat;
  if (sourceFormat === 'heif') return 'avif';
  return 'png';
}

function encode(img: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality });
    case 'webp':
      return img.webp({ quality });
    case 'avif':
      return img.avif({ quality });
    case 'gif':
      return img.gif();
    case 'png':
      return img.png();
  }
}

/** imgproxy's resizing types without enlargement: cover → fill (crop), contain → fit, fill → force. */
function resize(img: Sharp, t: Transform): Sharp {
  if (!t.width && !t.height) return img;
  const fit = t.resize === 'cover' ? 'cover' : t.resize === 'contain' ? 'inside' : 'fill';
  return img.resize(t.width || null, t.height || null, { fit, withoutEnlargement: true });
}

export interface Variant {
  file: string;
  format: OutputFormat;
}

/**
 * Renders variants of stored blobs with sharp into `<renders>/<version>/<hash>.<ext>`, keyed by
 * the object version (a new upload is a new version) and the normalised parameters, so a repeat
 * request is a file read. Concurrent requests for one variant share one render.
 */
export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<Variant>>();

  constructor(private readonly rendersDir: string) {}

  /** Source formats by version (a version's bytes never change), so a cached variant costs no decode. */
  private readonly sources = new Map<string, string>();

  private async sourceFormat(source: string, version: string): Promise<string> {
    const known = this.sources.get(version);
    if (known) return known;
    const { default: sharp } = await loadSharp();
    const info = await stat(source);
    if (info.size > MAX_SOURCE_BYTES) throw sourceError('The source image file is too large to process');
    const meta = await sharp(source)
      .metadata()
      .catch(() => {
        throw sourceError(UNSUPPORTED);
      });
    if (!meta.format || !meta.width || !meta.height) throw sourceError(UNSUPPORTED);
    if (meta.width * meta.height > MAX_SOURCE_PIXELS)
      throw sourceError('The source image resolution is too large to process');
    if (this.sources.size >= 10_000) this.sources.clear();
    this.sources.set(version, meta.format);
    return meta.format;
  }

  async variant(source: string, version: string, t: Transform, accept: string | undefined): Promise<Variant> {
    const sourceFormat = await this.sourceFormat(source, version);
    const format = outputFormat(t, sourceFormat, accept);
    const key = createHash('sha256')
      .update(JSON.stringify([t.width, t.height, t.resize, t.quality, format]))
      .digest('hex')
      .slice(0, 32);
    const file = path.join(this.rendersDir, version, `${key}.${format}`);
    if (await stat(file).catch(() => null)) return { file, format };

    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      const { default: sharp } = await loadSharp();
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        // rotate(): orient by EXIF first, as imgproxy's auto-rotate does.
        await encode(resize(sharp(source).rotate(), t), format, t.quality).toFile(temp);
        await rename(temp, file);
      } catch {
        await unlink(temp).catch(() => undefined);
        throw sourceError(UNSUPPORTED);
      }
      return { file, format };
    })().finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }
}
