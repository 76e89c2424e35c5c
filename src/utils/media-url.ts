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
