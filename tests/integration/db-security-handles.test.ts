// Issue 16, finding 3: the public handle must not give the email away. Signing up as
// `jane.doe.x@…` used to make `@jane.doe.x`, readable and searchable by anyone.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADULT, anonClient } from '../support/stack-env.ts';

describe('a new account’s handle', () => {
  it('is made from the display name and a random suffix, with nothing of the email in it', async () => {
    const secret = randomUUID().slice(0, 8);
    const local = `mailbox.${secret}.private`;
    const email = `${local}@inbox-provider.test`;
    const signUp = await anonClient().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { name: 'Jane Doe', ...ADULT } },
    });
    expect(signUp.error).toBeNull();
    const id = signUp.data.user!.id;

    // What any visitor sees.
    const { data: profile } = await anonClient().from('profiles').select('name, username').eq('id', id).single();
    expect(profile?.name).toBe('Jane Doe');
    expect(profile?.username).toMatch(/^janedoe_[a-z2-9]{4}$/);
    for (const part of [secret, 'mailbox', 'private', 'inbox', 'provider'])
      expect(profile?.username).not.toContain(part);

    // Searching for the email finds nobody; searching for the handle finds the account.
    const byEmail = await anonClient().rpc('search', { search_text: local, max_results: 25 });
    expect(byEmail.error).toBeNull();
    expect((byEmail.data ?? []).filter((hit: { id: string }) => hit.id === id)).toEqual([]);
    const byHandle = await anonClient().rpc('search', { search_text: profile!.username, max_results: 25 });
    expect((byHandle.data ?? []).map((hit: { id: string }) => hit.id)).toContain(id);
  });
});
