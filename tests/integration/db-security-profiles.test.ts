import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRowsChanged, expectRefused, one, publicPath, snapshot } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  db = await dbClient();
  alice = await mintUser(db, { name: 'Alice Liddell' }, 'alice');
  bob = await mintUser(db, { name: 'Bob' }, 'bob');
});
afterAll(() => db.end());

describe('profiles: created by the database for every auth user', () => {
  it('takes the name from signup metadata and makes the handle from it, never from the email', async () => {
    const p = await one(db, 'select name, username, followers_count, is_creator from public.profiles where id = $1', [
      alice.id,
    ]);
    expect(p.name).toBe('Alice Liddell');
    expect(p.username).toMatch(/^aliceliddell_[a-z2-9]{4}$/);
    expect(p).toMatchObject({ followers_count: 0, is_creator: false });
  });

  it('keeps handles unique and valid for people with the same name', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await one(
        db,
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), $1, '{"name": "Sam Same", "adult_confirmed": true}')
         returning id`,
        [`same-${i}-${Date.now()}@example.test`],
      );
      ids.push(r.id as string);
    }
    const { rows } = await db.query('select username from public.profiles where id = any($1)', [ids]);
    const handles = rows.map((r) => String(r.username));
    expect(new Set(handles).size).toBe(5);
    for (const h of handles) expect(h).toMatch(/^samsame_[a-z2-9]{4,6}$/);
  });

  it('uses a neutral name, not the email, when signup sends none', async () => {
    const r = await one(
      db,
      `insert into auth.users (id, email, raw_user_meta_data)
       values (gen_random_uuid(), 'no.name+x@example.test', '{"adult_confirmed": true}') returning id`,
    );
    const p = await one(db, 'select name, username from public.profiles where id = $1', [r.id]);
    expect(p.name).toBe('New user');
    expect(p.username).toMatch(/^newuser_[a-z2-9]{4}$/);
  });
});

describe('profiles: reading', () => {
  it('is open to visitors and users', async () => {
    const visitor = await anonClient().from('profiles').select('id, username').eq('id', alice.id);
    expect(visitor.error).toBeNull();
    expect(visitor.data).toHaveLength(1);
    const user = await bob.client.from('profiles').select('id').eq('id', alice.id);
    expect(user.data).toHaveLength(1);
  });
});

describe('profiles: writing', () => {
  it('lets the owner edit name, bio, location and their own avatar', async () => {
    const avatar = publicPath('avatars', `${alice.id}/1700000000000.png`);
    const r = await alice.client
      .from('profiles')
      .update({ name: 'Alice', bio: 'Hi', location: 'Paris, France', avatar_url: avatar })
      .eq('id', alice.id)
      .select();
    expect(r.error).toBeNull();
    expect(r.data?.[0]).toMatchObject({ name: 'Alice', bio: 'Hi', avatar_url: avatar });
  });

  it('accepts a project-relative avatar URL', async () => {
    const r = await alice.client
      .from('profiles')
      .update({ avatar_url: `/storage/v1/object/public/avatars/${alice.id}/1.webp` })
      .eq('id', alice.id);
    expect(r.error).toBeNull();
  });

  it("refuses to edit another user's profile, as anon and as another user", async () => {
    const before = await snapshot(db, 'profiles', 'id = $1', [alice.id]);
    expectNoRowsChanged(await bob.client.from('profiles').update({ name: 'Hacked' }).eq('id', alice.id).select());
    expectRefused(await anonClient().from('profiles').update({ name: 'Hacked' }).eq('id', alice.id).select());
    expect(await snapshot(db, 'profiles', 'id = $1', [alice.id])).toEqual(before);
  });

  it('refuses writes to counters, username, creator flag, price and id', async () => {
    const before = await snapshot(db, 'profiles', 'id = $1', [alice.id]);
    for (const patch of [
      { followers_count: 1000 },
      { posts_count: 5 },
      { following_count: 2 },
      { username: 'admin' },
      { is_creator: true },
      { subscription_price_cents: 100 },
      { id: bob.id },
      { created_at: '2000-01-01T00:00:00Z' },
    ]) {
      expectRefused(await alice.client.from('profiles').update(patch).eq('id', alice.id), '42501');
    }
    expect(await snapshot(db, 'profiles', 'id = $1', [alice.id])).toEqual(before);
  });

  it('refuses a bio over 500 characters, a blank name and foreign or external avatar URLs', async () => {
    const before = await snapshot(db, 'profiles', 'id = $1', [alice.id]);
    expectRefused(
      await alice.client
        .from('profiles')
        .update({ bio: 'x'.repeat(501) })
        .eq('id', alice.id),
      '23514',
    );
    expectRefused(await alice.client.from('profiles').update({ name: '   ' }).eq('id', alice.id), '23514');
    expectRefused(
      await alice.client
        .from('profiles')
        .update({ avatar_url: publicPath('avatars', `${bob.id}/1.png`) })
        .eq('id', alice.id),
      '23514',
    );
    expectRefused(
      await alice.client.from('profiles').update({ avatar_url: 'javascript:alert(1)' }).eq('id', alice.id),
      '23514',
    );
    expectRefused(
      await alice.client
        .from('profiles')
        .update({ cover_url: publicPath('avatars', `${alice.id}/1.png`) })
        .eq('id', alice.id),
      '23514',
    );
    expect(await snapshot(db, 'profiles', 'id = $1', [alice.id])).toEqual(before);
    const ok = await alice.client
      .from('profiles')
      .update({ bio: 'é'.repeat(500) })
      .eq('id', alice.id);
    expect(ok.error).toBeNull();
  });

  it('refuses creating profiles from the client (the trigger does it)', async () => {
    const stranger = crypto.randomUUID();
    expectRefused(
      await alice.client.from('profiles').insert({ id: stranger, name: 'x', username: 'xyz_fake' }),
      '42501',
    );
    expectRefused(
      await anonClient().from('profiles').insert({ id: stranger, name: 'x', username: 'xyz_fake2' }),
      '42501',
    );
    expect((await db.query('select 1 from public.profiles where id = $1', [stranger])).rowCount).toBe(0);
  });

  it("refuses deleting another user's profile", async () => {
    expectNoRowsChanged(await bob.client.from('profiles').delete().eq('id', alice.id).select());
    expectRefused(await anonClient().from('profiles').delete().eq('id', alice.id).select());
    expect((await db.query('select 1 from auth.users where id = $1', [alice.id])).rowCount).toBe(1);
    expect((await db.query('select 1 from public.profiles where id = $1', [alice.id])).rowCount).toBe(1);
  });
});
