-- Purchases (issue 13 §4, §5): a fan's unlock of a pay-per-view post or a paid message. One per
-- fan and item, so nothing is ever bought twice, and it never expires: the buyer keeps access
-- after a subscription ends or the price changes. Written only by unlock_post() and
-- unlock_message(); the money itself is in the ledger.
create table public.purchases (
  id uuid primary key default gen_random_uuid(),
  fan_id uuid not null references public.profiles (id) on delete cascade,
  creator_id uuid not null references public.profiles (id) on delete cascade,
  post_id uuid references public.posts (id) on delete cascade,
  message_id uuid references public.messages (id) on delete cascade,
  price_cents integer not null check (price_cents between 100 and 10000),
  created_at timestamptz not null default now(),
  constraint purchases_one_item check (num_nonnulls(post_id, message_id) = 1),
  constraint purchases_not_self check (fan_id <> creator_id),
  constraint purchases_fan_post_key unique (fan_id, post_id),
  constraint purchases_fan_message_key unique (fan_id, message_id)
);

comment on table public.purchases is 'Unlocked pay-per-view posts and paid messages, one per fan and item, kept forever. Visible to the buyer and the seller.';
comment on column public.purchases.creator_id is 'The seller (post author or message sender).';
comment on column public.purchases.price_cents is 'What the fan paid (the price in the database at that moment).';

create index purchases_post_idx on public.purchases (post_id);
create index purchases_message_idx on public.purchases (message_id);
create index purchases_creator_idx on public.purchases (creator_id, created_at);

alter table public.purchases enable row level security;

revoke all on table public.purchases from anon, authenticated;
grant select on table public.purchases to authenticated;

create policy purchases_select_party on public.purchases
  for select to authenticated
  using ((select auth.uid()) in (fan_id, creator_id));

-- "Which of my posts are locked and how many fans unlocked them" (creator tools).
create view public.post_sales with (security_invoker = true) as
select pu.post_id, count(*)::integer as unlock_count, sum(pu.price_cents)::bigint as gross_cents
from public.purchases pu
where pu.creator_id = (select auth.uid()) and pu.post_id is not null
group by pu.post_id;

comment on view public.post_sales is 'The caller''s own pay-per-view posts that sold: number of unlocks and gross cents. Creator tools; filter by post_id.';

revoke all on public.post_sales from anon, authenticated;
grant select on public.post_sales to authenticated;
