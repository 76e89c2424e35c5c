import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * `[auth.email.template.<name>]` in config.toml (`subject`, `content_path`), as the CLI hands them to
 * GoTrue: content_path is relative to the folder holding supabase/ (the CLI's rule), the body is a Go
 * template. The stack renders the variables GoTrue's mails offer; any other template action is
 * refused at start, so a template never renders differently here than on a hosted project.
 */

export const TEMPLATE_NAMES = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface MailTemplate {
  subject: string;
  /** The HTML body, a Go template. */
  content: string;
}

/** What GoTrue passes its templates (`.Data`, the user's metadata, is not offered here). */
export interface TemplateVars {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
}

const VARIABLES = new Set<string>([
  'ConfirmationURL',
  'Token',
  'TokenHash',
  'SiteURL',
  'RedirectTo',
  'Email',
  'NewEmail',
]);
const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/g;

function checkActions(text: string, where: string) {
  for (const [, inner] of text.matchAll(ACTION)) {
    const name = /^\.([A-Za-z]+)$/.exec(inner ?? '')?.[1];
    if (!name || !VARIABLES.has(name))
      throw new Error(
        `config.toml: ${where} uses {{ ${inner} }}; the local stack renders only ${[...VARIABLES].map((v) => `{{ .${v} }}`).join(', ')}`,
      );
  }
}

/** Reads `[auth.email.template.*]`; `projectDir` is the folder that holds supabase/. */
export function loadMailTemplates(raw: Record<string, unknown>, projectDir: string) {
  const templates: Partial<Record<TemplateName, MailTemplate>> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(TEMPLATE_NAMES as readonly string[]).includes(name))
      throw new Error(`config.toml: [auth.email.template.${name}] is not one of ${TEMPLATE_NAMES.join(', ')}`);
    const t = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const where = `[auth.email.template.${name}]`;
    if (typeof t.subject !== 'string' || typeof t.content_path !== 'string')
      throw new Error(`config.toml: ${where} needs subject and content_path`);
    const file = path.resolve(projectDir, t.content_path);
    if (!existsSync(file)) throw new Error(`config.toml: ${where} content_path ${t.content_path} does not exist`);
    const content = readFileSync(file, 'utf8');
    checkActions(t.subject, `${where} subject`);
    checkActions(content, t.content_path);
    templates[name as TemplateName] = { subject: t.subject, content };
  }
  return templates;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

/** Fills the variables in; `html` escapes them as Go's html/template does for text and attributes. */
export function render(text: string, vars: TemplateVars, html: boolean): string {
  return text.replace(ACTION, (_, inner: string) => {
    const value = vars[inner.slice(1) as keyof TemplateVars] ?? '';
    return html ? escapeHtml(value) : value;
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'", nbsp: ' ' };

/**
 * The plain-text part the stack adds beside a template's HTML (GoTrue sends HTML only): the text of
 * the body, a link as "label: URL", blocks on their own lines.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|title)[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ') // the source's line breaks are not the text's: blocks and <br> make those
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|tr|table|li)\s*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}
