/** Mutation keys for auth operations (they cache nothing; keys let devtools and tests find them). */
export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  requestPasswordReset: () => [...authKeys.all, 'request-password-reset'] as const,
  updatePassword: () => [...authKeys.all, 'update-password'] as const,
};
