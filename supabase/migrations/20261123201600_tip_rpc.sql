-- Tipping (issue 13 §6): €1–€200 from the wallet to a creator, with an optional note, on a post,
-- on the profile or in a chat (where it also becomes a tip message both see). Unlike a purchase,
-- two equal tips are both real, so the request key alone makes a retry safe: it is claimed first,
-- and a repeat with the same key returns the first tip.

create type public.tip_result as (
  tip_id uuid,
  message_id uuid,
  amount_cents integer,
  charged boolean,
  wallet_balance_cents bigint
);
comment on type public.tip_result is 'Result of tip(): the tip, its chat message (chat tips), whether this call charged, and the wallet balance after.';

create function private.tip(
  p_fan uuid, p_creator uuid, p_amount integer, p_key text, p_note text, p_post uuid, p_conversation uuid, p_now timestamptz
) returns public.tip_result
language plpgsql volatile set search_path = '' as $$
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
  select pr.is_creator into creator_ok from public.profiles pr where pr.id = p_creator;
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
  if p_post is not null and not exists (select 1 from public.posts p where p.id = p_post and p.user_id = p_creator) then
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

create function public.tip(
  creator_id uuid,
  amount_cents integer,
  idempotency_key uuid,
  message text default null,
  post_id uuid default null,
  conversation_id uuid default null
) returns public.tip_result
language plpgsql volatile security definer set search_path = '' as $$
begin
  if tip.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  return private.tip(private.require_user(), tip.creator_id, tip.amount_cents, tip.idempotency_key::text, tip.message,
                     tip.post_id, tip.conversation_id, now());
end $$;

comment on function public.tip(uuid, integer, uuid, text, uuid, uuid) is
  'Tip a creator 100–20000 cents with an optional message (≤ 500 characters) on a post (post_id), in your chat with them (conversation_id: also posts a tip message) or on the profile (neither). Same key again: the first tip, charged = false. Errors: VM001, VM002, VM005, VM006 not a creator, VM007, VM008 amount, 22023, P0002.';

revoke execute on function private.tip(uuid, uuid, integer, text, text, uuid, uuid, timestamptz) from public, anon, authenticated;
revoke execute on function public.tip(uuid, integer, uuid, text, uuid, uuid) from public, anon;
grant execute on function public.tip(uuid, integer, uuid, text, uuid, uuid) to authenticated;
