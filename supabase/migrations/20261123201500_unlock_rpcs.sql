-- Unlocking a pay-per-view post or a paid message (issue 13 §4, §5): the price is read from the
-- database, the wallet is debited at once, and the purchase row makes the item the fan's forever.
-- An item already bought is returned without a charge, whatever the request key, so a retried or
-- doubled tap never pays twice; concurrent unlocks of one item queue on the purchase's unique key.

create type public.unlock_result as (
  purchase_id uuid,
  item_id uuid,
  price_cents integer,
  charged boolean,
  media_path text,
  wallet_balance_cents bigint
);
comment on type public.unlock_result is
  'Result of unlock_post/unlock_message: the purchase, what it cost, whether this call charged, the locked-media path to sign, and the wallet balance after.';

create function private.unlock_post(p_fan uuid, p_post uuid, p_key text, p_expected_price integer, p_now timestamptz)
returns public.unlock_result
language plpgsql volatile set search_path = '' as $$
declare
  author uuid;
  locked boolean;
  price integer;
  path text;
  bought public.purchases;
  op record;
begin
  select p.user_id, p.is_locked, p.price_cents into author, locked, price from public.posts p where p.id = p_post;
  if not found then
    raise exception 'Post not found' using errcode = 'P0002';
  end if;
  if author = p_fan then
    raise exception 'This is your own post.' using errcode = 'VM005';
  end if;
  if not locked or price is null then
    raise exception 'This post is not sold on its own.' using errcode = 'VM004';
  end if;
  select m.media_path into path from public.locked_post_media m where m.post_id = p_post;
  if path is null then
    raise exception 'This post''s media is not available yet.' using errcode = 'VM004';
  end if;

  select * into bought from public.purchases b where b.fan_id = p_fan and b.post_id = p_post;
  if bought.id is null then
    if p_expected_price is not null and p_expected_price <> price then
      raise exception 'The price has changed. Check the new price and try again.'
        using errcode = 'VM003', detail = json_build_object('price_cents', price)::text;
    end if;
    insert into public.purchases (fan_id, creator_id, post_id, price_cents, created_at)
    values (p_fan, author, p_post, price, p_now)
    on conflict (fan_id, post_id) do nothing
    returning * into bought;
    if bought.id is not null then
      select * into op from ledger.open_operation('post_unlock:' || p_fan || ':' || p_key, 'post_unlock', price, p_now,
        p_fan, author, bought.id, p_post, ledger.platform_fee(price));
      if not op.is_new then
        raise exception 'This request key was already used for another request.' using errcode = 'VM007';
      end if;
      perform ledger.charge_fan(op.id, p_fan, author, price, p_now);
      return row(bought.id, p_post, price, true, path, ledger.balance_of(p_fan, 'fan_wallet'))::public.unlock_result;
    end if;
    -- A concurrent unlock of the same post won; it is committed now.
    select * into bought from public.purchases b where b.fan_id = p_fan and b.post_id = p_post;
  end if;
  return row(bought.id, p_post, bought.price_cents, false, path, ledger.balance_of(p_fan, 'fan_wallet'))::public.unlock_result;
end $$;

create function public.unlock_post(post_id uuid, idempotency_key uuid, expected_price_cents integer default null)
returns public.unlock_result
language plpgsql volatile security definer set search_path = '' as $$
begin
  if unlock_post.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.unlock_post(private.require_user(), unlock_post.post_id, unlock_post.idempotency_key::text,
                             unlock_post.expected_price_cents, now());
end $$;

comment on function public.unlock_post(uuid, uuid, integer) is
  'Unlock for €X: buys a pay-per-view post at its price in the database (expected_price_cents: refuse with VM003 if it differs from what was shown). Already bought: returned with charged = false. Errors: VM001, VM002, VM003, VM004 not for sale, VM005 own post, VM007, P0002.';

create function private.unlock_message(p_fan uuid, p_message uuid, p_key text, p_expected_price integer, p_now timestamptz)
returns public.unlock_result
language plpgsql volatile set search_path = '' as $$
declare
  sender uuid;
  price integer;
  path text;
  bought public.purchases;
  op record;
begin
  select m.sender_id, m.price_cents into sender, price
  from public.messages m join public.conversations c on c.id = m.conversation_id
  where m.id = p_message and p_fan in (c.user_a_id, c.user_b_id);
  if not found then
    raise exception 'Message not found' using errcode = 'P0002';
  end if;
  if sender = p_fan then
    raise exception 'This is your own message.' using errcode = 'VM005';
  end if;
  if price is null then
    raise exception 'This message is not for sale.' using errcode = 'VM004';
  end if;
  select m.media_path into path from public.locked_message_media m where m.message_id = p_message;
  if path is null then
    raise exception 'This message''s media is not available.' using errcode = 'VM004';
  end if;

  select * into bought from public.purchases b where b.fan_id = p_fan and b.message_id = p_message;
  if bought.id is null then
    if p_expected_price is not null and p_expected_price <> price then
      raise exception 'The price has changed. Check the new price and try again.'
        using errcode = 'VM003', detail = json_build_object('price_cents', price)::text;
    end if;
    insert into public.purchases (fan_id, creator_id, message_id, price_cents, created_at)
    values (p_fan, sender, p_message, price, p_now)
    on conflict (fan_id, message_id) do nothing
    returning * into bought;
    if bought.id is not null then
      select * into op from ledger.open_operation('message_unlock:' || p_fan || ':' || p_key, 'message_unlock', price,
        p_now, p_fan, sender, bought.id, p_message, ledger.platform_fee(price));
      if not op.is_new then
        raise exception 'This request key was already used for another request.' using errcode = 'VM007';
      end if;
      perform ledger.charge_fan(op.id, p_fan, sender, price, p_now);
      return row(bought.id, p_message, price, true, path, ledger.balance_of(p_fan, 'fan_wallet'))::public.unlock_result;
    end if;
    select * into bought from public.purchases b where b.fan_id = p_fan and b.message_id = p_message;
  end if;
  return row(bought.id, p_message, bought.price_cents, false, path, ledger.balance_of(p_fan, 'fan_wallet'))::public.unlock_result;
end $$;

create function public.unlock_message(message_id uuid, idempotency_key uuid, expected_price_cents integer default null)
returns public.unlock_result
language plpgsql volatile security definer set search_path = '' as $$
begin
  if unlock_message.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.unlock_message(private.require_user(), unlock_message.message_id, unlock_message.idempotency_key::text,
                                unlock_message.expected_price_cents, now());
end $$;

comment on function public.unlock_message(uuid, uuid, integer) is
  'Unlock a paid chat message (the caller must be in the conversation) at its price in the database. Already bought: charged = false. Errors: VM001, VM002, VM003, VM004, VM005, VM007, P0002.';

revoke execute on function private.unlock_post(uuid, uuid, text, integer, timestamptz),
  private.unlock_message(uuid, uuid, text, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.unlock_post(uuid, uuid, integer), public.unlock_message(uuid, uuid, integer) from public, anon;
grant execute on function public.unlock_post(uuid, uuid, integer), public.unlock_message(uuid, uuid, integer) to authenticated;
