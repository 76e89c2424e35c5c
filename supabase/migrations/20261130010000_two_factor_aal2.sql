-- Two-factor sign-in (issue 19 §4): once a user has a verified TOTP factor (auth.mfa_factors, kept
-- by the auth service), what moves their money needs a session that entered the code, i.e. a JWT
-- whose `aal` claim is aal2. Users without a factor keep working at aal1, as on hosted Supabase.

-- Whether the user has a verified MFA factor. A definer (auth.mfa_factors is not readable by
-- clients); only other definer functions call it.
create function private.has_verified_factor(uid uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = uid and f.status = 'verified')
$$;

comment on function private.has_verified_factor(uuid) is
  'True when the user has a verified MFA factor (auth.mfa_factors). For definer RPCs; not executable by clients.';

-- The aal2 rule, one place: refuses (VM014) when the caller enrolled a factor and their token is
-- still aal1 (signed in with the password only). Money RPCs call it before changing anything.
create function private.require_aal2() returns void
language plpgsql stable set search_path = '' as $$
begin
  if private.has_verified_factor((select auth.uid()))
     and coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Enter the code from your authenticator app to continue.' using errcode = 'VM014',
      detail = '{"required_aal":"aal2"}';
  end if;
end $$;

comment on function private.require_aal2() is
  'Raises VM014 when the caller has a verified MFA factor and the JWT''s aal claim is not aal2. Called by request_payout().';

revoke execute on function private.has_verified_factor(uuid), private.require_aal2() from public, anon, authenticated;

-- Redefined from 20261123201900_earnings_payout_rpcs.sql: the aal2 rule before the request.
create or replace function public.request_payout(amount_cents bigint, idempotency_key uuid)
returns public.payout_requests
language plpgsql volatile security definer set search_path = '' as $$
begin
  if request_payout.idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023', hint = 'idempotency_key';
  end if;
  perform private.require_aal2();
  return private.request_payout(private.require_user(), request_payout.amount_cents, request_payout.idempotency_key::text, now());
end $$;

comment on function public.request_payout(bigint, uuid) is
  'Request a payout of amount_cents (null = all available; at least 2000) from available earnings; the amount leaves available at once. Same key again: the same request. Needs an aal2 session when the creator has a verified MFA factor. Errors: VM006 not a creator, VM011 not verified, VM008 below €20, VM012 more than available, VM014 code needed (aal2), VM007.';
