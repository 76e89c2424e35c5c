/** Query and mutation keys for settings; the profile itself is cached under `currentProfileKeys` (lib/auth). */
export const settingsKeys = {
  all: ['settings'] as const,
  updateProfile: () => [...settingsKeys.all, 'update-profile'] as const,
  uploadAvatar: () => [...settingsKeys.all, 'upload-avatar'] as const,
  deleteAccount: () => [...settingsKeys.all, 'delete-account'] as const,
  reauthenticate: () => [...settingsKeys.all, 'reauthenticate'] as const,
  verifyReauthentication: () => [...settingsKeys.all, 'verify-reauthentication'] as const,
  mutedNotifications: (userId: string) => [...settingsKeys.all, 'muted-notifications', userId] as const,
  emailDigest: (userId: string) => [...settingsKeys.all, 'email-digest', userId] as const,
};
