-- The project-wide rules for the tables this wave added: every text column has a length limit,
-- and a suspended account's token is refused on every table with row-level security (the same
-- restrictive policy as everywhere else, as in 20251213000100_suspended_cannot_act.sql).

alter table public.state_prices
  add constraint state_prices_state_length check (char_length(state) between 2 and 40);

create policy "suspended accounts cannot act" on public.push_subscriptions as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
create policy "suspended accounts cannot act" on public.notification_preferences as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
create policy "suspended accounts cannot act" on public.refill_reminders as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
create policy "suspended accounts cannot act" on public.state_prices as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
