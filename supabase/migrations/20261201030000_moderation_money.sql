-- Money never flows to hidden content or a suspended account (issue 19 §2): a removed or held post or paid
-- message cannot be bought (its media could not be signed anyway), and a suspended creator cannot be
-- subscribed to or tipped — all "not found" (P0002), as for anyone else who cannot see them. The latest
-- definitions (20261123201400_subscription_rpcs, 20261123201500_unlock_rpcs, 20261123201600_tip_rpc)
-- with only the lookups changed. The author/sender still finds their own item (and gets VM005 as before).

create or replace function private.unlock_post(p_fan uuid, p_post uuid, p_key text, p_expected_price integer, p_now timestamp with time zone)
returns public.unlock_result
language plpgsql set search_path = '' as $$
declare
  author uuid;
  locked boolean;
  price integer;
  path text;
  bought public.purchases;
  op record;
begin
  select p.user_id, p.is_locked, p.price_cents into author, locked, price from public.posts p
  where p.id = p_post and (not p.hidden or p.user_id = p_fan);
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

create or replace function private.unlock_message(p_fan uuid, p_message uuid, p_key text, p_expected_price integer, p_now timestamp with time zone)
returns public.unlock_result
language plpgsql set search_path = '' as $$
declare
  sender uuid;
  price integer;
  path text;
  bought public.purchases;
  op record;
begin
  select m.sender_id, m.price_cents into sender, price
  from public.messages m join public.conversations c on c.id = m.conversation_id
  where m.id = p_message and p_fan in (c.user_a_id, c.user_b_id) and (not m.hidden or m.sender_id = p_fan);
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

create or replace function private.subscribe(p_fan uuid, p_creator uuid, p_key text, p_expected_price integer, p_now timestamp with time zone)
returns public.subscription_state
language plpgsql set search_path = '' as $$
declare
  creator_ok boolean;
  price integer;
  sub public.subscriptions;
  op record;
  has_row boolean;
  attempt integer := 0;
begin
  if p_fan = p_creator then
    raise exception 'You cannot subscribe to yourself.' using errcode = 'VM005';
  end if;
  select pr.is_creator, pr.subscription_price_cents into creator_ok, price from public.profiles pr
  where pr.id = p_creator and not pr.hidden;
  if not found then
    raise exception 'Creator not found' using errcode = 'P0002';
  end if;
  if not creator_ok or price is null then
    raise exception 'This account does not offer subscriptions.' using errcode = 'VM006';
  end if;

  loop
    attempt := attempt + 1;
    select * into sub from public.subscriptions s where s.fan_id = p_fan and s.creator_id = p_creator for update;
    has_row := found;
    -- Still within a paid period: never charge twice. A cancelled one simply resumes.
    if has_row and sub.status <> 'expired' and sub.current_period_end > p_now then
      if sub.status = 'cancelled' then
        update public.subscriptions s set status = 'active', auto_renew = true, cancelled_at = null, updated_at = p_now
        where s.id = sub.id;
      end if;
      return private.subscription_state(p_fan, p_creator, false);
    end if;

    if p_expected_price is not null and p_expected_price <> price then
      raise exception 'The price has changed. Check the new price and try again.'
        using errcode = 'VM003', detail = json_build_object('price_cents', price)::text;
    end if;

    if has_row then
      update public.subscriptions s
         set status = 'active', price_cents = price, auto_renew = true, started_at = p_now, billing_anchor = p_now,
             periods_paid = 1, current_period_start = p_now, current_period_end = p_now + interval '1 month',
             cancelled_at = null, ended_at = null, renewal_failed_at = null, updated_at = p_now
       where s.id = sub.id
      returning * into sub;
      exit;
    end if;
    insert into public.subscriptions (fan_id, creator_id, status, price_cents, auto_renew, started_at, billing_anchor,
      current_period_start, current_period_end, created_at, updated_at)
    values (p_fan, p_creator, 'active', price, true, p_now, p_now, p_now, p_now + interval '1 month', p_now, p_now)
    on conflict (fan_id, creator_id) do nothing
    returning * into sub;
    exit when sub.id is not null;
    -- A concurrent subscribe created the row first: look again (it is committed now).
    if attempt >= 2 then
      raise exception 'Could not subscribe, please try again' using errcode = '40001';
    end if;
  end loop;

  select * into op from ledger.open_operation('subscription:' || p_fan || ':' || p_key, 'subscription', price, p_now,
    p_fan, p_creator, sub.id, null, ledger.platform_fee(price));
  if not op.is_new then
    raise exception 'This request key was already used for another request.' using errcode = 'VM007';
  end if;
  perform ledger.charge_fan(op.id, p_fan, p_creator, price, p_now);
  return private.subscription_state(p_fan, p_creator, true);
end $$;

create or replace function private.tip(p_fan uuid, p_creator uuid, p_amount integer, p_key text, p_note text, p_post uuid, p_conversation uuid, p_now timestamp with time zone)
returns public.tip_result
language plpgsql set search_path = '' as $$
declare
  creator_ok boolean;
  note text := nullif(btrim(p_note), '');
  new_tip uuid := gen_random_uuid();
  new_message uuid;
  op record;
  existing public.tips;
begin
  if p_amount is null or p_amount not between 100 and 20000 then
    raise exception 'Tips are between €1 and €200.' using errcode = 'VM008', detail = '{"min_cents":100,"max_cents":20000}';
  end if;
  if p_fan = p_creator then
    raise exception 'You cannot tip yourself.' using errcode = 'VM005';
  end if;
  select pr.is_creator into creator_ok from public.profiles pr where pr.id = p_creator and not pr.hidden;
  if not found then
    raise exception 'Creator not found' using errcode = 'P0002';
  end if;
  if not creator_ok then
    raise exception 'Only creators can receive tips.' using errcode = 'VM006';
  end if;
  if p_post is not null and p_conversation is not null then
    raise exception 'A tip is given on a post or in a chat, not both' using errcode = '22023';
  end if;
  if note is not null and char_length(note) > 500 then
    raise exception 'The tip message can be at most 500 characters.' using errcode = '22023', hint = 'message';
  end if;
  if p_post is not null and not exists (select 1 from public.posts p where p.id = p_post and p.user_id = p_creator and not p.hidden) then
    raise exception 'Post not found' using errcode = 'P0002';
  end if;
  if p_conversation is not null and not exists (
    select 1 from public.conversations c
    where c.id = p_conversation and c.user_a_id = least(p_fan, p_creator) and c.user_b_id = greatest(p_fan, p_creator)
  ) then
    raise exception 'Conversation not found' using errcode = 'P0002';
  end if;

  select * into op from ledger.open_operation('tip:' || p_fan || ':' || p_key, 'tip', p_amount, p_now,
    p_fan, p_creator, new_tip, p_post, ledger.platform_fee(p_amount));
  if not op.is_new then
    select t.* into existing from ledger.operations o join public.tips t on t.id = o.subject_id where o.id = op.id;
    if existing.id is null or existing.creator_id <> p_creator or existing.amount_cents <> p_amount then
      raise exception 'This request key was already used for another request.' using errcode = 'VM007';
    end if;
    return row(existing.id, existing.message_id, existing.amount_cents, false,
               ledger.balance_of(p_fan, 'fan_wallet'))::public.tip_result;
  end if;

  if p_conversation is not null then
    insert into public.messages (conversation_id, sender_id, content, tip_cents, created_at)
    values (p_conversation, p_fan, note, p_amount, p_now)
    returning id into new_message;
  end if;
  insert into public.tips (id, fan_id, creator_id, amount_cents, note, context, post_id, conversation_id, message_id, created_at)
  values (new_tip, p_fan, p_creator, p_amount, note,
          case when p_post is not null then 'post' when p_conversation is not null then 'chat' else 'profile' end::public.tip_context,
          p_post, p_conversation, new_message, p_now);
  perform ledger.charge_fan(op.id, p_fan, p_creator, p_amount, p_now);
  return row(new_tip, new_message, p_amount, true, ledger.balance_of(p_fan, 'fan_wallet'))::public.tip_result;
end $$;

