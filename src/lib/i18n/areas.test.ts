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
    ['/cart/checkout', 'shop'],
    ['/orders', 'shop'],
    ['/orders/payment?reference=abc', 'shop'],
    ['/orders/abc/reorder', 'shop'],
    ['/wishlist', 'shop'],
    ['/reviews/order/abc', 'shop'],
    ['/prescriptions/upload', 'patient'],
    ['/pharmacy/orders', 'pharmacy'],
    ['/pharmacy/register?step=2', 'pharmacy'],
    ['/dashboard/pharmacy', 'pharmacy'],
    ['/doctor/schedule', 'doctor'],
    ['/rider/map', 'rider'],
    ['/admin/finance', 'admin'],
    ['/dashboard/patient', 'shop'],
    ['/orders/track', 'shop'],
    ['/consultations/room/abc', 'patient'],
  ])('%s needs core and %s', (path, area) => {
    expect(areasFor(path)).toEqual(['core', area]);
  });
});
