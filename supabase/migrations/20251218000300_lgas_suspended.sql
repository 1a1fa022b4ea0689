-- The LGA list, like every table with row-level security, refuses a suspended account
-- (see 20251213000100_suspended_cannot_act.sql).
create policy "suspended accounts cannot act" on public.lgas as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- Like every text column, the list's names have a length limit.
alter table public.lgas add constraint lgas_state_length check (char_length(state) <= 40);
alter table public.lgas add constraint lgas_name_length check (char_length(name) <= 80);
