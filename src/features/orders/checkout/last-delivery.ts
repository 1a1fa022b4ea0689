// The delivery details of the person's last order, offered at the next checkout: asked from the
// server (their latest order, any device), or, offline, the copy this device kept at their last
// checkout. Filled in only while the person has typed nothing.
import { useEffect, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import type { CheckoutFields } from '@/features/orders/checkout/checkout-form';
import { DELIVERY_TIMES, type DeliveryTime } from '@/features/orders/checkout/options';

interface LastDelivery {
  state: string;
  lga: string;
  street: string;
  landmark: string | null;
  phone: string;
  delivery_time: string;
}

const COPY_KEY = 'last-delivery';
const untouched = (f: CheckoutFields) => !f.state && !f.lga && !f.street && !f.landmark && !f.phone;

async function loadLast(): Promise<LastDelivery | null> {
  try {
    const { rpc } = await import('@/lib/orders/api');
    const found = await rpc<LastDelivery | null>('my_last_order_delivery');
    if (found) return found;
  } catch {
    // Offline or unreachable: the copy kept on this device below.
  }
  const { readCopy } = await import('@/lib/saved-copy');
  return (await readCopy<LastDelivery>(COPY_KEY))?.data ?? null;
}

export function useLastDelivery(owner: string | undefined, setFields: Dispatch<SetStateAction<CheckoutFields>>) {
  const [prefilled, setPrefilled] = useState(false);
  const set = useRef(setFields);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void loadLast().then((last) => {
      if (!live || !last) return;
      const time = DELIVERY_TIMES.some((t) => t.value === last.delivery_time) ? (last.delivery_time as DeliveryTime) : 'anytime';
      set.current((f) => {
        if (!untouched(f)) return f;
        setPrefilled(true);
        return { ...f, state: last.state, lga: last.lga, street: last.street, landmark: last.landmark ?? '', phone: last.phone, deliveryTime: time };
      });
    });
    return () => {
      live = false;
    };
  }, [owner]);

  /** Keeps this checkout's details on the device, for the next one offline. */
  const remember = (f: CheckoutFields) => {
    const kept: LastDelivery = { state: f.state, lga: f.lga.trim(), street: f.street.trim(), landmark: f.landmark.trim() || null, phone: f.phone, delivery_time: f.deliveryTime };
    void import('@/lib/saved-copy').then(({ saveCopy }) => saveCopy(COPY_KEY, kept)).catch(() => undefined);
  };
  return { prefilled, remember };
}
