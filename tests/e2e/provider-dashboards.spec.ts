import { expect, test, type Page } from '@playwright/test';
import { signInAs, type Role } from './support/auth';
import { demoClient, demoOffer, handOverRiderCash, placeDemoOrder } from './support/orders';

async function riderWithWork() {
  const pharmacy = await demoClient('pharmacy');
  const rider = await demoClient('rider');
  await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' });
  await handOverRiderCash();
  const offer = await demoOffer(500, 5);
  for (const take of [true, false]) {
    const order = await placeDemoOrder(offer);
    for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) await pharmacy.rpc(fn, { p_order_id: order.id });
    if (take) await rider.rpc('accept_delivery', { p_order_id: order.id });
  }
}

// Every role dashboard greets the signed-in demo account by its own name, and every link on it
// lands on a screen: a real one or a coming-soon page with a way back, never the 404 page.
type Target = { link: string; path: string; placeholder?: string; heading?: string };
type Dashboard = { role: Role; path: string; heading: string; name: string; targets: Target[]; setUp?: () => Promise<void> };

const dashboards: Dashboard[] = [
  {
    role: 'patient',
    name: 'Ada Patient',
    path: '/dashboard/patient',
    heading: 'Patient Dashboard',
    targets: [
      { link: 'Find Medication', path: '/drugs/search' },
      { link: 'Upload Prescription', path: '/prescriptions/upload' },
      { link: 'Book Consultation', path: '/consultations/book' },
      { link: 'Track Order', path: '/orders/track' },
      { link: 'View all orders', path: '/orders' },
      { link: 'View all consultations', path: '/consultations', heading: 'My consultations' },
    ],
  },
  {
    role: 'pharmacy',
    name: 'Magani Demo Pharmacy',
    path: '/dashboard/pharmacy',
    heading: 'Pharmacy Dashboard',
    targets: [
      { link: 'Manage Orders', path: '/pharmacy/orders' },
      { link: 'Add Product', path: '/pharmacy/products/add' },
      { link: 'Inventory', path: '/pharmacy/inventory' },
      { link: 'Analytics', path: '/pharmacy/analytics' },
      { link: 'Restock', path: '/pharmacy/restock' },
      { link: 'Reviews', path: '/pharmacy/reviews', heading: 'Reviews' },
    ],
  },
  {
    role: 'doctor',
    name: 'Dr. Chidi Okafor',
    path: '/dashboard/doctor',
    heading: 'Doctor Dashboard',
    targets: [
      { link: 'View Schedule', path: '/doctor/schedule', heading: 'My schedule' },
      { link: 'Write Prescription', path: '/doctor/prescriptions', heading: 'My prescriptions' },
      { link: 'Set Availability', path: '/doctor/availability', heading: 'Availability' },
      { link: 'View all prescriptions', path: '/doctor/prescriptions', heading: 'My prescriptions' },
      { link: 'My Reviews', path: '/doctor/reviews', heading: 'Reviews' },
    ],
  },
  {
    role: 'rider',
    name: 'Dayo Rider',
    path: '/dashboard/rider',
    heading: 'Rider Dashboard',
    // The rider's lists come from real orders: one delivery in progress and one pickup waiting.
    setUp: riderWithWork,
    targets: [
      { link: 'Update Status', path: '/rider/status' },
      { link: 'Open Map', path: '/rider/map' },
      { link: 'Earnings', path: '/rider/earnings' },
      { link: 'Delivery History', path: '/rider/history' },
    ],
  },
  {
    role: 'admin',
    name: 'Efe Admin',
    path: '/dashboard/admin',
    heading: 'Admin Dashboard',
    targets: [
      { link: 'Approvals', path: '/admin/approvals', heading: 'User Approvals' },
      { link: 'Manage Users', path: '/admin/users' },
      { link: 'Pharmacies', path: '/admin/pharmacies', heading: 'Pharmacy Management' },
      { link: 'Reports', path: '/admin/reports', heading: 'Admin Reports' },
      { link: 'Security', path: '/admin/security', heading: 'Security Center' },
      { link: 'System Alerts', path: '/admin/alerts', heading: 'System Alerts' },
      { link: 'Reviews', path: '/admin/reviews', heading: 'Reviews' },
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
  // Order figures come from the pharmacy's real orders (other tests place some), never samples.
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  await expect(page.getByText('HealthPlus Pharmacy')).toHaveCount(0);
  await expect(page.getByText('₦186,500')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const dashboard of dashboards) {
  test.describe(dashboard.heading, () => {
    test.beforeEach(async ({ page }) => {
      await dashboard.setUp?.();
      await signInAs(page, dashboard.role);
      await page.goto(dashboard.path);
      await expect(h1(page)).toHaveText(dashboard.heading);
    });

    test('greets the signed-in account by name and shows its figures and lists', async ({ page }) => {
      await expect(page.getByText(dashboard.name).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quick Actions', level: 2 })).toBeVisible();
      if (dashboard.role === 'pharmacy') return checkPharmacyData(page);
      // Figures, then at least two titled sections (a list, or what to do while it is empty).
      await expect(page.locator('main ul li').first()).toBeVisible();
      expect(await page.locator('main section h2').count()).toBeGreaterThanOrEqual(3);
      // No sample person's name once signed in.
      await expect(page.getByText(/Amaka Obi|Dr\. Adaeze Okafor/)).toHaveCount(0);
      // Dashboards are work screens: no marketing footer.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });

    // One sign-in for all of a dashboard's quick actions: each is clicked from the dashboard, as a
    // person would, and must open its screen (each target is a named step of the report).
    test(`its quick actions open ${dashboard.targets.map((t) => t.path).join(', ')}`, async ({ page }) => {
      test.setTimeout(30_000 + dashboard.targets.length * 10_000);
      for (const target of dashboard.targets) {
        await test.step(`"${target.link}" opens ${target.path}`, async () => {
          if (!page.url().endsWith(dashboard.path)) {
            await page.goBack();
            await expect(page).toHaveURL(new RegExp(`${escape(dashboard.path)}$`));
            await expect(h1(page)).toHaveText(dashboard.heading);
          }
          await page.getByRole('link', { name: new RegExp(`^${escape(target.link)}`) }).first().click();
          await expect(page).toHaveURL(new RegExp(`${escape(target.path)}/?(\\?.*)?$`));
          await expect(h1(page)).toBeVisible();
          await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
          if (target.heading) await expect(h1(page)).toHaveText(target.heading);
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
  });
}
