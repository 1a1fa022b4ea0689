import { useEffect, useState } from 'react';
import { expiresSoon, fetchMyPharmacy, isLowStock, type MyOffer } from '@/lib/pharmacy/offers';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import type { Severity, Stat } from '@/features/dashboard/sample-data/types';
import { dashboard } from '@/features/dashboard/pharmacy/dashboard.messages';
import { useT } from '@/lib/i18n/use-t';

type Pharmacy = Awaited<ReturnType<typeof fetchMyPharmacy>>;

/** The signed-in account's pharmacy row; undefined while it loads or when it could not be read. */
function useMyPharmacy() {
  const [pharmacy, setPharmacy] = useState<Pharmacy | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchMyPharmacy()
      .then((p) => live && setPharmacy(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return pharmacy;
}

/** Out of stock, or at half the minimum or less, is critical; the rest of low stock is a warning. */
export const stockSeverity = (o: MyOffer): Severity =>
  o.stock_quantity === 0 || o.stock_quantity * 2 <= o.min_stock_level ? 'critical' : 'warning';

/** The dashboard's figures and alerts, all from the pharmacy's own rows. */
export function usePharmacyOverview(now = new Date()) {
  const t = useT();
  const pharmacy = useMyPharmacy();
  const offers = useMyOffers();
  const list = offers.offers ?? [];
  const low = list.filter((o) => o.listed && isLowStock(o)).sort((a, b) => a.stock_quantity - b.stock_quantity);
  const expiring = list
    .filter((o) => o.listed && expiresSoon(o, now))
    .sort((a, b) => (a.expiry_date ?? '').localeCompare(b.expiry_date ?? ''));
  const known = offers.status === 'ready';
  const figure = (n: number) => (known ? String(n) : '–');
  const stats: Stat[] = [
    {
      label: t(dashboard.productsListed),
      value: figure(list.filter((o) => o.listed).length),
      note: known ? t(dashboard.inInventory, { count: list.length }) : undefined,
    },
    {
      label: t(dashboard.lowStockItems),
      value: figure(low.length),
      note: known ? t(dashboard.criticalCount, { count: low.filter((o) => stockSeverity(o) === 'critical').length }) : undefined,
    },
    { label: t(dashboard.expiringWithin), value: figure(expiring.length) },
  ];
  return { pharmacy, offers, low, expiring, stats };
}
