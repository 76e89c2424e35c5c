import { randomUUID } from 'node:crypto';

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The sender (auth's: config.toml's; functions': their MAIL_FROM); MAIL_FROM when left out. */
  from?: MailAddress;
  /** Extra headers the sender set (e.g. List-Unsubscribe), as Mailpit's headers API lists them. */
  headers?: Record<string, string>;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  messageId: string;
  created: string;
  read: boolean;
}

export const MAIL_FROM = { Name: 'Admin', Address: 'admin@email.com' };

const MAX_MESSAGES = 1000;

/** In-memory mailbox: auth "sends" here, the mail catcher (server.ts) shows it. Newest first. */
export class MailStore {
  private messages: StoredMail[] = [];

  send(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = {
      ...mail,
      id: randomUUID(),
      messageId: `${randomUUID()}@velvet.local`,
      created: new Date().toISOString(),
      read: false,
    };
    this.messages.unshift(stored);
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
    return stored;
  }

  list(): readonly StoredMail[] {
    return this.messages;
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((m) => m.id === id);
  }

  markRead(id: string): StoredMail | undefined {
    const m = this.get(id);
    if (m) m.read = true;
    return m;
  }

  unread(): number {
    return this.messages.filter((m) => !m.read).length;
  }

  /** Removes the given messages, or all of them when `ids` is omitted. Returns how many went. */
  delete(ids?: readonly string[]): number {
    const before = this.messages.length;
    if (!ids) this.messages = [];
    else {
      const gone = new Set(ids);
      this.messages = this.messages.filter((m) => !gone.has(m.id));
    }
    return before - this.messages.length;
  }

  clear() {
    this.messages = [];
  }
}

// ---- Mailpit's JSON shapes (mailpit internal/storage/structs.go), so tests read mail the same way on both stacks.

const address = (a: string) => ({ Name: '', Address: a });
const size = (m: StoredMail) => Buffer.byteLength(m.html) + Buffer.byteLength(m.text);

export function snippet(m: StoredMail): string {
  const flat = m.text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

export function messageSummary(m: StoredMail) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    Read: m.read,
    From: m.from ?? MAIL_FROM,
    To: [address(m.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created,
    Username: '',
    Tags: [],
    Size: size(m),
    Attachments: 0,
    Snippet: snippet(m),
  };
}

export function messageDetail(m: StoredMail) {
  return {
    ID: m.id,
    MessageID: m.messageId,
    From: m.from ?? MAIL_FROM,
    To: [address(m.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: (m.from ?? MAIL_FROM).Address,
    Subject: m.subject,
    Date: m.created,
    Username: '',
    Tags: [],
    Text: m.text,
    HTML: m.html,
    Size: size(m),
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit's `GET /api/v1/message/{ID}/headers`: every header name with its values. */
export function messageHeaders(m: StoredMail): Record<string, string[]> {
  const from = m.from ?? MAIL_FROM;
  const own = Object.fromEntries(Object.entries(m.headers ?? {}).map(([k, v]) => [k, [v]]));
  return {
    ...own,
    From: [from.Name ? `${from.Name} <${from.Address}>` : from.Address],
    To: [m.to],
    Subject: [m.subject],
    'Message-Id': [`<${m.messageId}>`],
    Date: [new Date(m.created).toUTCString()],
    'Content-Type': ['multipart/alternative'],
  };
}

/** Mailpit's list/search envelope over an already filtered, newest-first list. */
export function messagesPage(store: MailStore, matched: readonly StoredMail[], start: number, limit: number) {
  const page = matched.slice(start, start + limit);
  return {
    total: store.list().length,
    unread: store.unread(),
    count: page.length,
    messages_count: matched.length,
    messages_unread: matched.filter((m) => !m.read).length,
    start,
    tags: [],
    messages: page.map(messageSummary),
  };
}

/** Splits a Mailpit query into terms, keeping "quoted phrases" (also after `to:` etc.) together. */
function terms(query: string): string[] {
  const out: string[] = [];
  for (const m of query.matchAll(/(-?[a-z]+:)?"([^"]*)"|(\S+)/gi)) {
    out.push(m[3] ?? `${m[1] ?? ''}${m[2] ?? ''}`);
  }
  return out;
}

/** The subset of Mailpit search: to:, from:, subject:, is:read|unread, bare words; `-` negates. Case-insensitive. */
export function searchMessages(store: MailStore, query: string): StoredMail[] {
  const filters = terms(query).map((raw) => {
    const negate = raw.startsWith('-');
    const term = (negate ? raw.slice(1) : raw).toLowerCase();
    const [field, ...rest] = term.split(':');
    const value = rest.join(':');
    const test = (m: StoredMail): boolean => {
      if (rest.length > 0 && field === 'to') return m.to.toLowerCase().includes(value);
      if (rest.length > 0 && field === 'from') {
        const from = m.from ?? MAIL_FROM;
        return from.Address.toLowerCase().includes(value) || from.Name.toLowerCase().includes(value);
      }
      if (rest.length > 0 && field === 'subject') return m.subject.toLowerCase().includes(value);
      if (rest.length > 0 && field === 'is') return value === 'read' ? m.read : value === 'unread' ? !m.read : false;
      return [m.to, m.subject, m.text].some((s) => s.toLowerCase().includes(term));
    };
    return (m: StoredMail) => test(m) !== negate;
  });
  return store.list().filter((m) => filters.every((f) => f(m)));
}
