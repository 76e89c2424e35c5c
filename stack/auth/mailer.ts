import type { StackContext } from '../types.ts';
import { htmlToText, render, type TemplateName, type TemplateVars } from './mail-templates.ts';

export type MailType = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

/** What a template may mention besides the link and code (GoTrue's .Email / .NewEmail). */
export interface MailData {
  email?: string;
  newEmail?: string;
}

interface Template {
  subject: string;
  heading: string;
  lead: (data: MailData) => string;
  action: string;
}

// GoTrue's current default template subjects (internal/mailer/templatemailer).
const TEMPLATES: Record<MailType, Template> = {
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your signup',
    lead: () => 'Follow this link to confirm your email address:',
    action: 'Confirm your email address',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset password',
    lead: () => 'Follow this link to reset the password for your user:',
    action: 'Reset password',
  },
  magiclink: {
    subject: 'Your sign-in link',
    heading: 'Magic link',
    lead: () => 'Follow this link to sign in:',
    action: 'Sign in',
  },
  invite: {
    subject: "You've been invited",
    heading: 'You have been invited',
    lead: () => 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  // The same text goes to both addresses, each with its own link and code, as in GoTrue.
  email_change: {
    subject: 'Confirm your new email address',
    heading: 'Confirm change of email',
    lead: ({ email, newEmail }) =>
      email && newEmail
        ? `Follow this link to confirm the update of your email address from ${email} to ${newEmail}:`
        : 'Follow this link to confirm the update of your email address:',
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

const TEMPLATE_OF: Record<MailType, TemplateName> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  invite: 'invite',
  email_change: 'email_change',
};

/** The project's template for `name` (config.toml), rendered with GoTrue's variables; undefined if none. */
function projectMail(ctx: StackContext, name: TemplateName, vars: TemplateVars) {
  const t = ctx.config.auth.emailTemplates[name];
  if (!t) return undefined;
  const html = render(t.content, vars, true);
  return { subject: render(t.subject, vars, false), html, text: htmlToText(html) };
}

function linkVars(ctx: StackContext, to: string, link: string, otp: string, data: MailData): TemplateVars {
  const q = link ? new URL(link).searchParams : new URLSearchParams();
  return {
    ConfirmationURL: link,
    Token: otp,
    TokenHash: q.get('token') ?? '',
    SiteURL: ctx.config.auth.siteUrl,
    RedirectTo: q.get('redirect_to') ?? '',
    Email: data.email ?? to,
    NewEmail: data.newEmail ?? '',
  };
}

/**
 * GoTrue's From: SMTP_SENDER_NAME <SMTP_ADMIN_EMAIL>, which the CLI takes from `[auth.email.smtp]` when it is
 * on and from `[inbucket]` otherwise, and hosted projects from their SMTP settings.
 */
const fromOf = (ctx: StackContext) => ({ Name: ctx.config.auth.sender.name, Address: ctx.config.auth.sender.address });

/**
 * "Sends" an auth mail into the stack's mail catcher: the project's template when config.toml has one,
 * else GoTrue's default (the link and the one-time code).
 */
export function sendAuthMail(
  ctx: StackContext,
  to: string,
  type: MailType,
  link: string,
  otp: string,
  data: MailData = {},
) {
  const own = projectMail(ctx, TEMPLATE_OF[type], linkVars(ctx, to, link, otp, data));
  if (own) {
    ctx.mail.send({ to, from: fromOf(ctx), ...own });
    return;
  }
  const t = TEMPLATES[type];
  const lead = t.lead(data);
  const html = [
    `<h2>${t.heading}</h2>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${t.action}</a></p>`,
    `<p>Alternatively, enter the code: ${otp}</p>`,
  ].join('\n');
  const text = `${t.heading}\n\n${lead}\n\n${t.action} ( ${link} )\n\nAlternatively, enter the code: ${otp}\n`;
  ctx.mail.send({ to, from: fromOf(ctx), subject: t.subject, html, text });
}

/** GoTrue's reauthentication template: only the code, which the app sends back as `nonce`. */
export function sendReauthenticationMail(ctx: StackContext, to: string, otp: string) {
  const own = projectMail(ctx, 'reauthentication', linkVars(ctx, to, '', otp, {}));
  if (own) {
    ctx.mail.send({ to, from: fromOf(ctx), ...own });
    return;
  }
  const lead = 'Use the code below to verify your identity. It expires shortly.';
  const html = [`<h2>Your verification code</h2>`, `<p>${lead}</p>`, `<p>${otp}</p>`].join('\n');
  const text = `Your verification code\n\n${lead}\n\n${otp}\n`;
  ctx.mail.send({ to, from: fromOf(ctx), subject: `${otp} is your verification code`, html, text });
}
