import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMailTemplates, TEMPLATE_NAMES } from '../../stack/auth/mail-templates.ts';
import { startAuthService, type AuthService } from '../support/auth-service.ts';
import { codeIn, follow, fragment, linkIn, waitForMails, type Mail } from '../support/mailpit.ts';
import { ADULT, signedInUser, uniqueEmail } from '../support/stack-env.ts';

// Velvet's own auth mails (issue 14 §9): config.toml's [auth.email.template.*], as the project sends
// them. Each carries Velvet's name and dark look, an HTML and a plain-text part, and only what the app
// can use: a link where the app takes links, the code alone where it asks for a code.
let auth: AuthService;

beforeAll(async () => {
  auth = await startAuthService(await readFile('supabase/config.toml', 'utf8'), { projectMails: true });
});
afterAll(() => auth?.stop());

function expectVelvet(mail: Mail | undefined, subject: string) {
  expect(mail?.Subject).toBe(subject);
  // From Velvet's own sender ([auth.email.smtp] sender_name and admin_email), not the CLI's "Admin".
  expect(mail?.From).toEqual({ Name: 'Velvet', Address: 'no-reply@velvet.test' });
  expect(mail?.HTML).toContain('Velvet');
  expect(mail?.HTML).toContain('background-color: #09090b'); // the app's zinc-950 page colour
  expect(mail?.Text).toContain('Velvet');
  expect(mail?.Text).not.toMatch(/<[a-z]/i); // a real plain-text part, not HTML
}

/** A link-only mail: the verify link in the HTML and the text, and no code to type anywhere. */
function expectLinkOnly(mail: Mail | undefined) {
  const link = linkIn(mail);
  expect(mail?.Text).toContain(link);
  expect(codeIn(mail)).toBe('');
  expect(codeIn({ Text: mail?.HTML ?? '' })).toBe('');
  return link;
}

describe("Velvet's auth mails", () => {
  it('sign-up confirmation: branded, a working link, no code', async () => {
    const email = uniqueEmail('welcome');
    expect(
      (await auth.client().auth.signUp({ email, password: 'password-123', options: { data: ADULT } })).error,
    ).toBeNull();
    const [mail] = await waitForMails(email, 1, auth.mailUrl);
    expectVelvet(mail, 'Confirm your Velvet account');
    expect(mail?.Text).toContain(`Confirm ${email} to finish creating your account`);
    expect(mail?.Text).toContain('expires in 15 minutes');
    const location = await follow(expectLinkOnly(mail));
    expect(fragment(location).get('access_token')).toBeTruthy();
  });

  it('password reset: branded, a working link, no code', async () => {
    const user = await signedInUser();
    const redirectTo = 'http://127.0.0.1:5173/reset-password';
    expect((await auth.client().auth.resetPasswordForEmail(user.email, { redirectTo })).error).toBeNull();
    const [mail] = await waitForMails(user.email, 1, auth.mailUrl);
    expectVelvet(mail, 'Reset your Velvet password');
    expect(mail?.Text).toContain('Choose a new password: ');
    const location = await follow(expectLinkOnly(mail));
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    expect(fragment(location).get('type')).toBe('recovery');
  });

  it('email change: both addresses get a branded link naming the old and the new address, no code', async () => {
    const user = await signedInUser();
    const client = auth.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const next = uniqueEmail('moved');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    for (const to of [user.email, next]) {
      const [mail] = await waitForMails(to, 1, auth.mailUrl);
      expectVelvet(mail, 'Confirm your new Velvet email');
      expect(mail?.Text).toContain(`from ${user.email} to ${next}`);
      expectLinkOnly(mail);
    }
  });

  it('reauthentication: the code alone, which the app asks for, and no link', async () => {
    const user = await signedInUser();
    const client = auth.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await waitForMails(user.email, 1, auth.mailUrl);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{8}$/); // otp_length = 8
    expectVelvet(mail, `${code} is your Velvet verification code`);
    expect(mail?.HTML).not.toContain('/auth/v1/verify');
  });

  it('config.toml names a template for every mail auth sends, each one the local stack renders', async () => {
    const config = parse(await readFile('supabase/config.toml', 'utf8')) as {
      auth: { email: { template: Record<string, unknown> } };
    };
    expect(Object.keys(config.auth.email.template).sort()).toEqual([...TEMPLATE_NAMES].sort());
    const loaded = loadMailTemplates(config.auth.email.template, path.resolve('.'));
    expect(Object.keys(loaded)).toHaveLength(TEMPLATE_NAMES.length);
  });

  it('refuses at start a template action the stack cannot render like GoTrue', () => {
    expect(() =>
      loadMailTemplates(
        { recovery: { subject: 'Hi {{ .Data.name }}', content_path: 'supabase/templates/recovery.html' } },
        '.',
      ),
    ).toThrow('[auth.email.template.recovery] subject uses {{ .Data.name }}');
  });
});
