/** Spec §5 and §9: password rules shared by signup and reset password. */
export const PASSWORD_MIN_LENGTH = 6;

export const messages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  accountExists: 'An account with this email already exists. Please log in instead.',
  emailNotConfirmed: 'Please verify your email address before logging in. Check your inbox for the verification link.',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  adultRequired: 'Please confirm that you are 18 or older. Velvet is for adults only.',
  nameRequired: 'Please enter your full name',
  resetEmailSent: 'Password reset email sent! Check your inbox and follow the link to reset your password.',
  passwordReset: 'Your password has been reset successfully. Redirecting to login...',
} as const;

/** Settings → Email & Password (ours: the spec shows the row but not the screen). */
export const accountMessages = {
  sameEmail: 'This is already your email address.',
  emailChangeSent: (current: string, next: string) =>
    `Confirmation links sent to ${current} and ${next}. Open both to finish the change.`,
  emailPending: (current: string, next: string) =>
    `Waiting for confirmation of ${next}. Open the links we sent to ${current} and to ${next}; your email changes once both are confirmed.`,
  codeSent: (email: string) => `For your security, enter the code we just sent to ${email}.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
  codeRequired: 'Please enter the code from the email.',
  codeInvalid: 'That code is wrong or has expired. Check the latest email or send a new code.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** The first problem with a new password and its confirmation, or null. Match is checked first (spec §5 order). */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return messages.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  return null;
}

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  /** Terms §2: an explicit 18+ confirmation, separate from accepting the Terms (the database refuses without it). */
  confirmAdult: boolean;
}

export function validateSignup(values: SignupValues): string | null {
  if (!values.name.trim()) return messages.nameRequired;
  if (!values.confirmAdult) return messages.adultRequired;
  if (!values.acceptTerms) return messages.termsRequired;
  return validateNewPassword(values.password, values.confirmPassword);
}
