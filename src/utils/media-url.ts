/**
 * Rows store public storage URLs either absolute or project-relative (`/storage/v1/object/public/…`,
 * as the seed writes them; docs/database.md). Resolve against the project URL and accept only the
 * project's own origin, so a crafted row cannot make every viewer's browser call a third party.
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
