import { areasFor } from '@/lib/i18n/areas';

describe('areasFor', () => {
  it.each([
    ['/', 'landing'],
    ['/home', 'landing'],
    ['/about', 'public'],
    ['/auth/login', 'account'],
    ['/settings', 'account'],
    ['/dashboard/logistics/upgrade', 'account'],
    ['/drugs/search', 'shop'],
    ['/pharmacy/', 'shop'],
    ['/pharmacy', 'shop'],
    ['/cart', 'shop'],
    ['/cart/', 'shop'],
    ['/cart/checkout', 'checkout'],
    ['/orders', 'orders'],
    ['/orders/payment?reference=abc', 'orders'],
    ['/orders/abc/reorder', 'orders'],
    ['/wishlist', 'checkout'],
    ['/reviews/order/abc', 'orders'],
    ['/prescriptions/upload', 'patient'],
    ['/pharmacy/orders', 'pharmacy'],
    ['/pharmacy/register?step=2', 'pharmacy'],
    ['/dashboard/pharmacy', 'pharmacy'],
    ['/doctor/schedule', 'doctor'],
    ['/rider/map', 'rider'],
    ['/admin/finance', 'admin'],
    ['/dashboard/patient', 'orders'],
    ['/orders/track', 'orders'],
    ['/consultations/room/abc', 'patient'],
  ])('%s needs core and %s', (path, area) => {
    expect(areasFor(path)).toEqual(['core', area]);
  });
});
