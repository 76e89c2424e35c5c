-- Schedules the money jobs (issue 13) with pg_cron, as on hosted Supabase (the local stack runs
-- its pg_cron stand-in). Renewals run every minute because subscriber-only access ends at the
-- period end until the renewal extends it; releases and expiries are not time-critical.
create extension if not exists pg_cron with schema pg_catalog;

select cron.schedule('money-renew-subscriptions', '* * * * *', $$select private.run_subscription_renewals()$$);
select cron.schedule('money-release-held-earnings', '7 * * * *', $$select private.release_held_earnings()$$);
select cron.schedule('money-expire-stale-topups', '37 * * * *', $$select private.expire_stale_topups()$$);
