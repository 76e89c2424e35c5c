import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';

/** An SVG data URI drawn in the browser from the seed: no request, works offline. */
export function generateAvatarUri(seed: string): string {
  return createAvatar(avataaars, {
    seed,
    backgroundColor: ['3f3f46', '52525b', '7f1d1d', '881337', '4c1d95'],
  }).toDataUri();
}
