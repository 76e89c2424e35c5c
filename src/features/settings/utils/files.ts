export const settingsMessages = {
  notAnImage: 'Please select an image file',
  profileSaved: 'Profile updated successfully!',
  profileSaveFailed: 'Failed to save profile. Please try again.',
  avatarUploadFailed: 'Failed to upload avatar. Please try again.',
  accountDeleted: 'Your account and everything you uploaded have been deleted.',
} as const;

export const BIO_MAX_LENGTH = 500;

/** Spec §5: an avatar must be an image file. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** The extension for `{userId}/{timestamp}.{ext}`: the original one, else one from the MIME type. */
export function fileExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = file.type.split('/')[1]?.split('+')[0];
  return fromType && /^[a-z0-9]{1,8}$/i.test(fromType) ? fromType.toLowerCase() : 'bin';
}

export function storagePath(userId: string, file: Pick<File, 'name' | 'type'>, now: number = Date.now()): string {
  return `${userId}/${now}.${fileExtension(file)}`;
}
