/** The settings texts of spec §8; the file texts (not an image, upload failed) are lib/storage/files.ts's. */
export const settingsMessages = {
  profileSaved: 'Profile updated successfully!',
  profileSaveFailed: 'Failed to save profile. Please try again.',
  accountDeleted: 'Your account and everything you uploaded have been deleted.',
} as const;

export const BIO_MAX_LENGTH = 500;
