-- Top-up status changes reach the wallet screen live (pending → credited when the webhook lands,
-- or failed with the reason). RLS limits each event to the top-up's owner; the row holds no
-- locked path.
alter publication supabase_realtime add table public.wallet_topups;
