import { describe, expect, it } from 'vitest';
import { imageVariantUrl, publicObjectPath, resolveMediaUrl, responsiveImage } from './media-url';

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

describe('responsiveImage', () => {
  const on = { supabaseUrl: project, imageTransforms: true };
  const off = { supabaseUrl: project, imageTransforms: false };
  const avatar = '/storage/v1/object/public/avatars/u/1.jpg';
  const render = `${project}/storage/v1/render/image/public/avatars/u/1.jpg`;

  it('gives a fixed box 1x, 2x and 3x variants cropped to its shape', () => {
    expect(responsiveImage(avatar, on, { width: 44, height: 44 })).toEqual({
      src: `${project}${avatar}`,
      srcSet: `${render}?width=44&height=44 1x, ${render}?width=88&height=88 2x, ${render}?width=132&height=132 3x`,
    });
  });

  it('gives a fluid image width descriptors up to its own width, with the sizes it is shown at', () => {
    const photo = '/storage/v1/object/public/post-media/u/2.jpg';
    const image = responsiveImage(photo, on, {
      width: 640,
      sizes: '(min-width: 1024px) 640px, 100vw',
      sourceWidth: 1080,
    });
    const base = `${project}/storage/v1/render/image/public/post-media/u/2.jpg`;
    expect(image?.sizes).toBe('(min-width: 1024px) 640px, 100vw');
    expect(image?.srcSet?.split(', ')).toEqual(
      [160, 240, 320, 480, 640, 828, 1080].map((w) => `${base}?width=${w} ${w}w`),
    );
    // Only a browser without srcset loads the original.
    expect(image?.src).toBe(`${project}${photo}`);
  });

  it('asks for no more than 3x the display, nor more than the source has', () => {
    expect(responsiveImage(avatar, on, { width: 640, sizes: '640px', sourceWidth: 600 })).toEqual({
      src: `${project}${avatar}`,
    });
    const small = responsiveImage(avatar, on, { width: 96, height: 96, sourceWidth: 150 });
    expect(small?.srcSet).toBe(`${render}?width=96&height=96 1x, ${render}?width=192&height=192 2x`);
    const cover = responsiveImage(avatar, on, { width: 176, sizes: '176px' });
    expect(cover?.srcSet?.split(', ').at(-1)).toBe(`${render}?width=528 528w`);
  });

  it('switched off, gives the original alone', () => {
    expect(responsiveImage(avatar, off, { width: 44, height: 44 })).toEqual({ src: `${project}${avatar}` });
    expect(imageVariantUrl(avatar, off, 960)).toBeNull();
  });

  it('gives one variant URL where only one URL fits (a video poster)', () => {
    expect(imageVariantUrl(avatar, on, 960)).toBe(`${render}?width=960`);
    expect(imageVariantUrl('https://tracker.example/storage/v1/object/public/a/b.jpg', on, 960)).toBeNull();
  });

  it('resolves project-relative and same-origin URLs, refuses other origins, leaves non-public paths as they are', () => {
    expect(responsiveImage(`${project}${avatar}`, on, { width: 44 })?.srcSet).toContain(`${render}?width=44 1x`);
    expect(responsiveImage('https://tracker.example/storage/v1/object/public/a/b.jpg', on, { width: 44 })).toBeNull();
    expect(responsiveImage(null, on, { width: 44 })).toBeNull();
    const signed = `${project}/storage/v1/object/sign/chat-media/u/3.jpg?token=abc`;
    expect(responsiveImage(signed, on, { width: 44 })).toEqual({ src: signed });
    expect(responsiveImage('/cover.svg', on, { width: 44 })).toEqual({ src: `${project}/cover.svg` });
  });
});
