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
    ['/settings', 'account'],
    ['/dashboard/logistics/upgrade', 'account'],
    ['/drugs/search', 'patient'],
    ['/pharmacy/', 'patient'],
    ['/pharmacy', 'patient'],
    ['/pharmacy/orders', 'pharmacy'],
    ['/pharmacy/register?step=2', 'pharmacy'],
    ['/dashboard/pharmacy', 'pharmacy'],
    ['/doctor/schedule', 'doctor'],
    ['/rider/map', 'rider'],
    ['/admin/finance', 'finance'],
    ['/admin/reports?days=7', 'finance'],
    ['/admin/users', 'users'],
    ['/admin/approvals', 'approvals'],
    ['/dashboard/admin', 'admin'],
    ['/dashboard/patient', 'patient'],
    ['/orders/track', 'patient'],
    ['/consultations/room/abc', 'patient'],
  ])('%s needs core and %s (and the shared screen parts unless it is a page of its own)', (path, area) => {
    const own = ['landing', 'public', 'terms', 'privacy', 'legal', 'help', 'services'].includes(area);
    expect(areasFor(path)).toEqual(own ? ['core', area] : ['core', 'common', area]);
  });
});
