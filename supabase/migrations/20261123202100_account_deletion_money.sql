-- Deleting an account once money exists (issue 13 §11). The ledger keeps its history: accounts,
-- operations, transfers and entries have no foreign key to profiles and are only marked closed,
-- so every balance still adds up and an operator can answer a refund, a chargeback or an owed
-- payout afterwards. Top-ups and payout requests keep their rows for the same reason. What goes
-- with the profile: subscriptions, purchases (the content is gone with its author, or the buyer
-- is gone), tips, creator settings. A positive wallet and open earnings are forfeited; the app
-- shows get_account_deletion_impact() before it proceeds.
create function private.close_ledger_accounts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update ledger.accounts a set closed_at = now(), updated_at = now() where a.owner_id = old.id and a.closed_at is null;
  return null;
end $$;

revoke execute on function private.close_ledger_accounts() from public, anon, authenticated;

create trigger profiles_close_ledger_accounts
  after delete on public.profiles
  for each row execute function private.close_ledger_accounts();

create function public.get_account_deletion_impact()
returns table (
  wallet_balance_cents bigint,
  pending_topups integer,
  pending_earnings_cents bigint,
  available_earnings_cents bigint,
  payouts_in_progress_cents bigint,
  active_subscriptions integer,
  subscribers integer,
  purchased_items integer,
  loses_money boolean
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
  wallet bigint := ledger.balance_of(me, 'fan_wallet');
  pending bigint := ledger.balance_of(me, 'creator_pending');
  available bigint := ledger.balance_of(me, 'creator_available');
begin
  return query
    select wallet,
           (select count(*)::integer from public.wallet_topups t where t.user_id = me and t.status = 'pending'),
           pending,
           available,
           (select coalesce(sum(p.amount_cents), 0)::bigint from public.payout_requests p
             where p.creator_id = me and p.status in ('requested', 'processing')),
           (select count(*)::integer from public.subscriptions s where s.fan_id = me and s.status <> 'expired'),
           (select count(*)::integer from public.subscriptions s where s.creator_id = me and s.status <> 'expired'),
           (select count(*)::integer from public.purchases b where b.fan_id = me),
           wallet > 0 or pending > 0 or available > 0;
end $$;

comment on function public.get_account_deletion_impact() is
  'Delete Account: what is lost — positive wallet balance, pending top-ups, held and available earnings (forfeited), payouts still in progress (still paid by an operator), active subscriptions, subscribers, bought items. loses_money = any balance above zero.';

revoke execute on function public.get_account_deletion_impact() from public, anon;
grant execute on function public.get_account_deletion_impact() to authenticated;

comment on function public.delete_account() is
  'Deletes the caller''s account: profile, auth user and every row that cascades from them (posts, likes, comments, follows, conversations, messages, notifications, call history, subscriptions, purchases, tips). The money ledger, top-ups and payout requests are kept (accounts closed). Show get_account_deletion_impact() first.';
