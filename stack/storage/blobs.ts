import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errors } from './errors.ts';

const VERSION = /^[0-9a-f-]{36}$/;

/**
 * Object bytes live under `<dataDir>/storage/blobs/<version>`, addressed by the row's
 * `version` uuid (as storage-api addresses S3 keys by version), never by the object name: no
 * client-chosen string ever becomes a file-system path, and an upsert writes a new file
 * before the row switches to it, so readers never see half-written bytes.
 */
export class BlobStore {
  readonly blobDir: string;
  readonly tmpDir: string;
  /** Rendered image variants, one folder per version (render-image.ts). */
  readonly rendersDir: string;

  constructor(dataDir: string) {
    const root = path.join(dataDir, 'storage');
    this.blobDir = path.join(root, 'blobs');
    this.tmpDir = path.join(root, 'tmp');
    this.rendersDir = path.join(root, 'renders');
    mkdirSync(this.blobDir, { recursive: true });
    mkdirSync(this.tmpDir, { recursive: true });
  }

  pathOf(version: string): string {
    // A row written by hand (seed SQL, a test) may carry any version; it simply has no bytes here.
    if (!VERSION.test(version)) throw errors.noSuchKey();
    return path.join(this.blobDir, version);
  }

  newTempPath(): string {
    return path.join(this.tmpDir, `${randomUUID()}.part`);
  }

  /** Moves a finished temp file into place under a fresh version and returns the version. */
  async commit(tempPath: string): Promise<string> {
    const version = randomUUID();
    await rename(tempPath, this.pathOf(version));
    return version;
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (!version || !VERSION.test(version)) return;
    await unlink(this.pathOf(version)).catch(() => undefined);
    await rm(path.join(this.rendersDir, version), { recursive: true, force: true });
  }

  async discardTemp(tempPath: string): Promise<void> {
    if (path.dirname(tempPath) === this.tmpDir) await unlink(tempPath).catch(() => undefined);
  }

  /** Leftovers of uploads interrupted by a crash; called at start-up. */
  async clearTemp(): Promise<void> {
    for (const name of await readdir(this.tmpDir)) await rm(path.join(this.tmpDir, name), { force: true });
  }

  async tempFiles(): Promise<string[]> {
    return readdir(this.tmpDir);
  }

  /** Copies a stored blob to a new temp file (for object copy), hashing it on the way. */
  async copyToTemp(version: string): Promise<Written & { tempPath: string }> {
    const tempPath = this.newTempPath();
    const written = await writeLimited(createReadStream(this.pathOf(version)), tempPath, Infinity);
    return { ...written, tempPath };
  }
}

export interface Written {
  size: number;
  md5: string;
}

/**
 * Streams `source` into `file`, counting and hashing as it goes, and fails with storage's 413
 * as soon as more than `limit` bytes arrived. On failure the partial file is removed and the
 * source is left flowing (its remaining bytes are discarded), so the HTTP response can still
 * reach a client that is busy sending a huge body.
 */
export function writeLimited(source: Readable, file: string, limit: number): Promise<Written> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx' });
    const hash = createHash('md5');
    let size = 0;
    let settled = false;

    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
    };
    function fail(err: unknown) {
      if (settled) return;
      settled = true;
      detach();
      source.on('error', () => undefined);
      source.resume();
      // Answer only once the partial file is gone, so no refused upload ever outlives its response.
      out.once('close', () => {
        unlink(file)
          .catch(() => undefined)
          .finally(() => reject(err));
      });
      out.destroy();
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) return fail(errors.tooLarge());
      hash.update(chunk);
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    }
    function onEnd() {
      if (settled) return;
      detach();
      // 'finish' (unlike end's callback) only fires once every byte reached the file.
      out.once('finish', () => {
        if (settled) return;
        settled = true;
        resolve({ size, md5: hash.digest('hex') });
      });
      out.end();
    }
    // A client that hangs up mid-upload closes the source without an 'end'.
    function onClose() {
      if (!source.readableEnded) fail(errors.invalidRequest('The upload was interrupted before it completed'));
    }
    out.once('error', fail);
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', fail);
    source.once('close', onClose);
  });
}
