/**
 * What a row stores for a file in a public bucket: the project-relative path
 * `/storage/v1/object/public/{bucket}/{path}`. The database refuses any origin (docs/database.md),
 * so every client resolves it against its own project URL.
 */
export function publicObjectPath(bucket: string, path: string): string {
  return `/storage/v1/object/public/${bucket}/${path}`;
}

/**
 * Rows store project-relative public storage paths (`/storage/v1/object/public/…`). Resolve against
 * the project URL and accept only the project's own origin, so even a row written before the
 * database refused other origins cannot make every viewer's browser call a third party.
 */
export function resolveMediaUrl(value: string | null | undefined, projectUrl: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const base = new URL(projectUrl);
    const url = new URL(raw, base);
    return url.origin === base.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Where images come from and whether the project serves Supabase's image transformations. */
export interface ImageSettings {
  supabaseUrl: string;
  /** `VITE_IMAGE_TRANSFORMS`: off on hosted plans without transformations → originals only. */
  imageTransforms: boolean;
}

/** How big an image is shown, in CSS pixels. */
export interface DisplaySize {
  /** The width it is shown at; for a fluid image, the largest. */
  width: number;
  /** A fixed height: each variant is cropped to width × height (`resize=cover`), like `object-cover`. */
  height?: number;
  /** A fluid image's `sizes`; it then gets width descriptors instead of 1×/2×/3×. */
  sizes?: string;
  /** The stored pixel width when known (post media): no candidate asks for more. */
  sourceWidth?: number | null;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const PUBLIC_PREFIX = '/storage/v1/object/public/';
const RENDER_PREFIX = '/storage/v1/render/image/public/';
/** Few, shared widths, so variants are reused across screens and stay cached (the stack caches each on disk). */
const WIDTHS = [160, 240, 320, 480, 640, 828, 1080, 1280, 1600, 1920];
/** Hosted Supabase's largest transformation width. */
const MAX_WIDTH = 2500;
const DENSITIES = [1, 2, 3];

function renderUrl(url: URL, width: number, height?: number): string {
  const render = new URL(url.href);
  render.pathname = RENDER_PREFIX + url.pathname.slice(PUBLIC_PREFIX.length);
  render.search = '';
  render.searchParams.set('width', String(Math.round(width)));
  if (height) render.searchParams.set('height', String(Math.round(height)));
  return render.href;
}

const transformable = (url: URL, settings: ImageSettings) =>
  settings.imageTransforms && url.pathname.startsWith(PUBLIC_PREFIX) && !url.search;

/** One variant's URL, for a place that takes a single URL (a video's poster); null when there is none. */
export function imageVariantUrl(
  value: string | null | undefined,
  settings: ImageSettings,
  width: number,
  height?: number,
): string | null {
  const resolved = resolveMediaUrl(value, settings.supabaseUrl);
  if (!resolved) return null;
  const url = new URL(resolved);
  return transformable(url, settings) ? renderUrl(url, width, height) : null;
}

/**
 * `src`, `srcSet` and `sizes` for an image shown at `display`. `src` is always the original (what
 * a browser without srcset, or a test reading the attribute, gets); when the project serves Supabase's
 * image transformations, `srcSet` lists display-size variants of public storage objects on the project's
 * origin (`/storage/v1/render/image/public/…?width=`, quality 80, webp where the browser takes it), and
 * browsers load one of those instead. Fixed boxes get 1×/2×/3×, fluid ones width descriptors and
 * `sizes`. Other origins are refused as `resolveMediaUrl` refuses them.
 */
export function responsiveImage(
  value: string | null | undefined,
  settings: ImageSettings,
  display: DisplaySize,
): ResponsiveImage | null {
  const resolved = resolveMediaUrl(value, settings.supabaseUrl);
  if (!resolved) return null;
  const url = new URL(resolved);
  if (!transformable(url, settings)) return { src: resolved };
  const limit = display.sourceWidth && display.sourceWidth > 0 ? display.sourceWidth : Infinity;
  // A source no wider than its box gains nothing from a smaller copy.
  if (limit <= display.width) return { src: resolved };

  if (display.sizes) {
    const most = Math.round(Math.min(limit, display.width * 3, MAX_WIDTH));
    const widths = [...WIDTHS.filter((w) => w < most), most];
    return {
      src: resolved,
      srcSet: widths.map((w) => `${renderUrl(url, w)} ${w}w`).join(', '),
      sizes: display.sizes,
    };
  }

  const variant = (density: number) =>
    renderUrl(url, display.width * density, display.height && display.height * density);
  const candidates: string[] = [];
  for (const density of DENSITIES) {
    candidates.push(`${variant(density)} ${density}x`);
    if (display.width * density >= limit) break;
  }
  return { src: resolved, srcSet: candidates.join(', ') };
}
