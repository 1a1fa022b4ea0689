-- The LGA list is read-only for clients (the default privileges had also given them insert, update
-- and delete; row-level security refused those, but no write grant should exist at all), and the
-- last delivery address is a signed-in person's own: anon may not call the function.
revoke insert, update, delete on public.lgas from anon, authenticated;
revoke execute on function public.my_last_order_delivery() from anon;
