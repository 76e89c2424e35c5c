/** Keys for auth operations: the signed-in account's login details, and mutations (keys let devtools and tests find them). */
export const authKeys = {
  all: ['auth'] as const,
  account: () => [...authKeys.all, 'account'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  requestPasswordReset: () => [...authKeys.all, 'request-password-reset'] as const,
  updatePassword: () => [...authKeys.all, 'update-password'] as const,
  changeEmail: () => [...authKeys.all, 'change-email'] as const,
  changePassword: () => [...authKeys.all, 'change-password'] as const,
  sendReauthenticationCode: () => [...authKeys.all, 'send-reauthentication-code'] as const,
};
