import type { StackContext } from '../types.ts';

export type MailType = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

// GoTrue's current default template subjects (internal/mailer/templatemailer).
const TEMPLATES: Record<MailType, { subject: string; heading: string; lead: string; action: string }> = {
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your email address:',
    action: 'Confirm your email address',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset password',
  },
  magiclink: {
    subject: 'Your sign-in link',
    heading: 'Magic link',
    lead: 'Follow this link to sign in:',
    action: 'Sign in',
  },
  invite: {
    subject: "You've been invited",
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  email_change: {
    subject: 'Confirm your new email address',
    heading: 'Confirm change of email',
    lead: 'Follow this link to confirm the update of your email address:',
    action: 'Change email',
  },
};

/** GoTrue's ConfirmationURL: the verify endpoint with the hashed token, link type and redirect. */
export function actionLink(ctx: StackContext, hashedToken: string, type: MailType, redirectTo: string): string {
  const q = `token=${encodeURIComponent(hashedToken)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return `${ctx.config.auth.externalUrl}/verify?${q}`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Sends" an auth mail into the stack's mail catcher, with the link and the 6-digit code. */
export function sendAuthMail(ctx: StackContext, to: string, type: MailType, link: string, otp: string) {
  const t = TEMPLATES[type];
  const html = [
    `<h2>${t.heading}</h2>`,
    `<p>${t.lead}</p>`,
    `<p><a href="${escapeHtml(link)}">${t.action}</a></p>`,
    `<p>Alternatively, enter the code: ${otp}</p>`,
  ].join('\n');
  const text = `${t.heading}\n\n${t.lead}\n\n${t.action} ( ${link} )\n\nAlternatively, enter the code: ${otp}\n`;
  ctx.mail.send({ to, subject: t.subject, html, text });
}
