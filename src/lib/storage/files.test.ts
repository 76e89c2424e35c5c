import { describe, expect, it } from 'vitest';
import { fileExtension, isImageFile, mediaKindOf, timestampedPath } from './files';

describe('isImageFile', () => {
  it('accepts any image type', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
  });

  it('refuses other files, including ones without a type', () => {
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: 'video/mp4' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('mediaKindOf', () => {
  it('tells images from videos and refuses the rest', () => {
    expect(mediaKindOf({ type: 'image/webp' })).toBe('image');
    expect(mediaKindOf({ type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ type: 'audio/webm' })).toBeNull();
    expect(mediaKindOf({ type: '' })).toBeNull();
  });
});

describe('timestampedPath', () => {
  it('is {userId}/{timestamp}.{original extension}', () => {
    expect(timestampedPath('u1', { name: 'Me.JPG', type: 'image/jpeg' }, 1700000000000)).toBe('u1/1700000000000.jpg');
  });

  it('takes the extension from the MIME type when the name has none', () => {
    expect(fileExtension({ name: 'blob', type: 'image/webp' })).toBe('webp');
    expect(fileExtension({ name: 'avatar', type: 'image/svg+xml' })).toBe('svg');
    // The copy settings used to keep split on "+" only and turned this into "bin".
    expect(fileExtension({ name: 'voice', type: 'audio/webm;codecs=opus' })).toBe('webm');
  });

  it('never lets a crafted name add path segments', () => {
    expect(timestampedPath('u1', { name: '../../other/x.png/..', type: 'image/png' }, 1)).toBe('u1/1.png');
  });
});
