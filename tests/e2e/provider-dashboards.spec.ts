import { expect, test, type Page } from '@playwright/test';
import { signInAs, type Role } from './support/auth';

// Every link on the five role dashboards must land on a screen: a real one or a coming-soon page
// with a way back, never the 404 page.
type Target = { link: string; path: string; placeholder?: string };
type Dashboard = { role: Role; path: string; heading: string; targets: Target[] };

const dashboards: Dashboard[] = [
  {
    role: 'patient',
    path: '/dashboard/patient',
    heading: 'Patient Dashboard',
    targets: [
      { link: 'Find Medication', path: '/drugs/search' },
      { link: 'Upload Prescription', path: '/prescriptions/upload' },
      { link: 'Book Consultation', path: '/consultations/book' },
      { link: 'Track Order', path: '/orders/track' },
      { link: 'View all orders', path: '/orders', placeholder: 'My Orders' },
      { link: 'View all consultations', path: '/consultations', placeholder: 'My Consultations' },
    ],
  },
  {
    role: 'pharmacy',
    path: '/dashboard/pharmacy',
    heading: 'Pharmacy Dashboard',
    targets: [
      { link: 'Manage Orders', path: '/pharmacy/orders' },
      { link: 'Add Product', path: '/pharmacy/products/add' },
      { link: 'Inventory', path: '/pharmacy/inventory' },
      { link: 'Analytics', path: '/pharmacy/analytics', placeholder: 'Pharmacy Analytics' },
      { link: 'Restock', path: '/pharmacy/restock' },
    ],
  },
  {
    role: 'doctor',
    path: '/dashboard/doctor',
    heading: 'Doctor Dashboard',
    targets: [
      { link: 'View Schedule', path: '/doctor/schedule', placeholder: 'Consultation Schedule' },
      { link: 'Start Consultation', path: '/doctor/consultation/new', placeholder: 'Start a Consultation' },
      { link: 'Write Prescription', path: '/doctor/prescriptions', placeholder: 'Write a Prescription' },
      { link: 'Set Availability', path: '/doctor/availability', placeholder: 'Availability' },
      { link: 'View all prescriptions', path: '/doctor/prescriptions/all', placeholder: 'All Prescriptions' },
    ],
  },
  {
    role: 'rider',
    path: '/dashboard/rider',
    heading: 'Rider Dashboard',
    targets: [
      { link: 'Update Status', path: '/rider/status', placeholder: 'Rider Status' },
      { link: 'Open Map', path: '/rider/map', placeholder: 'Delivery Map' },
      { link: 'Earnings', path: '/rider/earnings', placeholder: 'Earnings' },
      { link: 'Delivery History', path: '/rider/history', placeholder: 'Delivery History' },
    ],
  },
  {
    role: 'admin',
    path: '/dashboard/admin',
    heading: 'Admin Dashboard',
    targets: [
      { link: 'Approvals', path: '/admin/approvals', placeholder: 'User Approvals' },
      { link: 'Manage Users', path: '/admin/users' },
      { link: 'Pharmacies', path: '/admin/pharmacies', placeholder: 'Pharmacy Management' },
      { link: 'Reports', path: '/admin/reports', placeholder: 'Admin Reports' },
      { link: 'Security', path: '/admin/security', placeholder: 'Security Center' },
      { link: 'System Alerts', path: '/admin/alerts', placeholder: 'System Alerts' },
    ],
  },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The pharmacy dashboard shows the signed-in pharmacy's own rows (supabase/seed.sql): its name,
 * its low-stock offer (Emzor Paracetamol 500mg Tablets, 4 in stock, minimum 10), and no orders yet.
 */
async function checkPharmacyData(page: Page) {
  await expect(page.getByText('Magani Demo Pharmacy · 12 Allen Avenue, Ikeja, Lagos')).toBeVisible();
  const alerts = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Low Stock Alerts' }) });
  await expect(alerts.locator('li').filter({ hasText: 'Emzor Paracetamol 500mg Tablets' })).toContainText('4 in stock · minimum 10');
  await expect(page.getByText('No orders yet. Orders from patients will appear here.')).toBeVisible();
  await expect(page.getByText('HealthPlus Pharmacy')).toHaveCount(0);
  await expect(page.getByText(/₦/)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const dashboard of dashboards) {
  test.describe(dashboard.heading, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, dashboard.role);
      await page.goto(dashboard.path);
      await expect(h1(page)).toHaveText(dashboard.heading);
    });

    test('shows its figures, lists and status badges', async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Quick Actions', level: 2 })).toBeVisible();
      if (dashboard.role === 'pharmacy') return checkPharmacyData(page);
      // At least two lists, each with a badge or an amount in naira.
      const sections = page.locator('main section').filter({ has: page.locator('ul li') });
      expect(await sections.count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByText(/₦\d{1,3}(,\d{3})*/).first()).toBeVisible();
      // Dashboards are work screens: no marketing footer.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });

    for (const target of dashboard.targets) {
      test(`"${target.link}" opens ${target.path}`, async ({ page }) => {
        await page.getByRole('link', { name: new RegExp(`^${escape(target.link)}`) }).first().click();
        await expect(page).toHaveURL(new RegExp(`${escape(target.path)}/?(\\?.*)?$`));
        await expect(h1(page)).toBeVisible();
        await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
        if (target.placeholder) {
          await expect(h1(page)).toHaveText(target.placeholder);
          await expect(page.getByText("Coming Soon - We're working hard to bring you this feature!")).toBeVisible();
          await page.getByRole('link', { name: 'Go Back' }).click();
          await expect(page).toHaveURL(new RegExp(`${escape(dashboard.path)}$`));
          await expect(h1(page)).toHaveText(dashboard.heading);
        }
      });
    }
  });
}
