import { randomUUID } from 'node:crypto';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  messageId: string;
  created: string;
  read: boolean;
}

export const MAIL_FROM = { Name: 'Admin', Address: 'admin@email.com' };

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
    if (this.messages.length > 1000) this.messages.length = 1000;
    return stored;
  }

  list(): readonly StoredMail[] {
    return this.messages;
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear() {
    this.messages = [];
  }
}
