import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS_MESSAGE as workerMessage, ROLE_SCREENS_URL } from './role-screens-rules';
import { ROLE_SCREENS_MESSAGE as pageMessage } from '../src/lib/pwa/role-screens';
import { ROLE_SCREENS_FILE, splitByRole, staffRoleOf, type ViteManifest } from '../src/ssr/role-screens';

describe('role screens', () => {
  it('the page and the worker speak of the same message and list', () => {
    expect(pageMessage).toBe(workerMessage);
    expect(ROLE_SCREENS_URL).toBe(`/${ROLE_SCREENS_FILE}`);
  });

  it('a route file belongs to the staff role of its guard folder; public and patient files to none', () => {
    expect(staffRoleOf('src/routes/_pharmacy/pharmacy/orders.tsx?tsr-split=component')).toBe('pharmacy');
    expect(staffRoleOf('src/routes/_admin.tsx')).toBe('admin');
    expect(staffRoleOf('src/routes/_patient/dashboard/patient.tsx?tsr-split=component')).toBeUndefined();
    expect(staffRoleOf('src/routes/pharmacy/index.tsx?tsr-split=component')).toBeUndefined();
  });

  it('keeps out of the precache only what no public or patient route reaches', () => {
    const manifest: ViteManifest = {
      _app: { file: 'assets/app.js', dynamicImports: ['src/routes/index.tsx', 'src/routes/_pharmacy/pharmacy/orders.tsx', 'src/routes/_doctor/doctor/earnings.tsx'] },
      'src/routes/index.tsx': { file: 'assets/index.js', imports: ['_Button'] },
      _Button: { file: 'assets/Button.js', css: ['assets/Button.css'] },
      'src/routes/_pharmacy/pharmacy/orders.tsx': { file: 'assets/orders.js', imports: ['_Button', '_Money'], css: ['assets/orders.css'] },
      'src/routes/_doctor/doctor/earnings.tsx': { file: 'assets/earnings.js', imports: ['_Money'], dynamicImports: ['_Chart'] },
      _Money: { file: 'assets/Money.js' },
      _Chart: { file: 'assets/Chart.js' },
    };
    const { shared, roles } = splitByRole(manifest, '<script type="module" src="/assets/app.js"></script>');
    expect([...shared].sort()).toEqual(['assets/Button.css', 'assets/Button.js', 'assets/app.js', 'assets/index.js']);
    expect(roles.pharmacy).toEqual(['assets/Money.js', 'assets/orders.css', 'assets/orders.js']);
    // A lazily loaded part of a role's screen goes with that role; a file two roles share, to both.
    expect(roles.doctor).toEqual(['assets/Chart.js', 'assets/Money.js', 'assets/earnings.js']);
    expect(roles.rider).toEqual([]);
  });

  it("keeps a staff-only lazy part of a shared screen for the roles whose screens reach it", () => {
    const manifest: ViteManifest = {
      _app: { file: 'assets/app.js', dynamicImports: ['src/routes/settings.tsx', 'src/routes/_rider/rider/earnings.tsx'] },
      'src/routes/settings.tsx': { file: 'assets/settings.js', dynamicImports: ['_Payout'] },
      _Payout: { file: 'assets/Payout.js', name: 'PayoutAccountSection', imports: ['_Button'] },
      _Button: { file: 'assets/Button.js' },
      'src/routes/_rider/rider/earnings.tsx': { file: 'assets/earnings.js', imports: ['_Payout'] },
    };
    const shell = '<script type="module" src="/assets/app.js"></script>';
    const { shared, roles } = splitByRole(manifest, shell);
    expect([...shared].sort()).toEqual(['assets/app.js', 'assets/settings.js']);
    expect(roles.rider).toEqual(['assets/Button.js', 'assets/Payout.js', 'assets/earnings.js']);
    expect(roles.pharmacy).toEqual([]);
    // Imported statically by a shared file, it is shared.
    manifest['src/routes/settings.tsx'] = { file: 'assets/settings.js', imports: ['_Payout'] };
    expect([...splitByRole(manifest, shell).shared]).toContain('assets/Payout.js');
  });

  it('refuses a shell that loads nothing it knows', () => {
    expect(() => splitByRole({}, '<html></html>')).toThrow(/loads no chunk/);
  });
});
