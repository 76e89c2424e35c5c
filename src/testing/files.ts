/*
 * A file's bytes with its name and type, not a Blob: jsdom's File in Node 24's FormData is refused, so
 * supabase-js sends these as the raw body with the lifetime in `cache-control`, which storage keeps as it
 * keeps the form's `cacheControl` field a browser sends (tests/integration/storage-cache-lifetime.test.ts).
 */
export const rawFile = (text: string, name: string, type: string) =>
  Object.assign(new TextEncoder().encode(text), { name, type }) as unknown as File;
