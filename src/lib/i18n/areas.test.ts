import { areasFor } from '@/lib/i18n/areas';

describe('areasFor', () => {
  it.each([
    ['/', 'landing'],
    ['/home', 'landing'],
    ['/about', 'public'],
    ['/contact', 'public'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/cookies', 'legal'],
    ['/licensing/', 'legal'],
    ['/help', 'help'],
    ['/faq', 'help'],
    ['/delivery', 'services'],
    ['/b2b', 'services'],
    ['/partner', 'services'],
    ['/auth/login', 'account'],
    ['/pending', 'account'],
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
    ['/pharmacy/payouts', 'money'],
    ['/doctor/earnings', 'money'],
    ['/rider/earnings/', 'money'],
    ['/pharmacy/register?step=2', 'pharmacy'],
    ['/dashboard/pharmacy', 'pharmacy'],
    ['/doctor/schedule', 'doctor'],
    ['/rider/map', 'rider'],
    ['/admin/reports?days=7', 'finance'],
    ['/admin/users', 'users'],
    ['/admin/approvals', 'approvals'],
    ['/dashboard/admin', 'admin'],
    ['/dashboard/patient', 'orders'],
    ['/orders/track', 'orders'],
    ['/consultations/room/abc', 'patient'],
  ])('%s needs core and %s (and the shared screen parts unless it is a page of its own)', (path, area) => {
    const own = ['landing', 'public', 'terms', 'privacy', 'legal', 'help', 'services'].includes(area);
    expect(areasFor(path)).toEqual(own ? ['core', area] : ['core', 'common', area]);
  });
});

describe('pages that show another area\'s parts', () => {
  it.each([
    ['/settings', ['core', 'common', 'account', 'money']],
    ['/admin/finance', ['core', 'common', 'finance', 'money']],
  ])('%s loads its own area and the money screens', (path, wanted) => {
    expect(areasFor(path)).toEqual(wanted);
  });
  it('the sign-in page and the reports keep to their own area', () => {
    expect(areasFor('/auth/login')).toEqual(['core', 'common', 'account']);
    expect(areasFor('/admin/reports')).toEqual(['core', 'common', 'finance']);
  });
});
