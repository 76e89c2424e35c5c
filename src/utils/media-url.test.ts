import { describe, expect, it } from 'vitest';
import { publicObjectPath, resolveMediaUrl } from './media-url';

const project = 'http://127.0.0.1:54321';

describe('resolveMediaUrl', () => {
  it('resolves a project-relative URL against the project', () => {
    expect(resolveMediaUrl('/storage/v1/object/public/avatars/u/1.png', project)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/1.png',
    );
  });

  it("keeps an absolute URL on the project's origin", () => {
    expect(resolveMediaUrl(`${project}/storage/v1/object/public/covers/u/2.jpg`, project)).toBe(
      `${project}/storage/v1/object/public/covers/u/2.jpg`,
    );
  });

  it('refuses other origins and junk', () => {
    expect(resolveMediaUrl('https://tracker.example/pixel.png', project)).toBeNull();
    expect(resolveMediaUrl('//tracker.example/pixel.png', project)).toBeNull();
    expect(resolveMediaUrl('javascript:alert(1)', project)).toBeNull();
    expect(resolveMediaUrl('', project)).toBeNull();
    expect(resolveMediaUrl(null, project)).toBeNull();
  });
});

describe('publicObjectPath', () => {
  it('is the project-relative public path the database accepts, resolvable against any project', () => {
    const stored = publicObjectPath('avatars', 'u/1.png');
    expect(stored).toBe('/storage/v1/object/public/avatars/u/1.png');
    expect(resolveMediaUrl(stored, project)).toBe(`${project}${stored}`);
  });
});
