import { describe, expect, it } from 'vitest';
import { filterUsers, summarizeUsers } from '@/features/admin/users/user-filters';
import { exportFileName, usersToCsv } from '@/features/admin/users/export-users';
import type { AdminUser } from '@/features/admin/users/user-schema';
import { activityLabel, statusAction } from '@/features/admin/users/user-status';

const now = new Date(2026, 2, 10, 15, 0);
const user = (id: string, over: Partial<AdminUser>): AdminUser => ({
  id,
  name: 'Someone',
  email: `${id}@example.ng`,
  phone: '0800 000 0000',
  role: 'patient',
  status: 'active',
  location: 'Lagos',
  activity: 1,
  joinDate: new Date(2025, 0, 1),
  lastActive: new Date(2026, 2, 10, 9, 0),
  ...over,
});

const users = [
  user('u1', { name: 'Amaka Obi', phone: '0803 412 7789' }),
  user('u2', { name: 'HealthPlus Pharmacy, Lekki', role: 'pharmacy', status: 'verified', email: 'lekki@healthplus.ng' }),
  user('u3', { name: 'Dr. Halima Sani', role: 'doctor', status: 'pending', location: 'Kano', lastActive: new Date(2026, 2, 9, 23, 59) }),
  user('u4', { name: 'Emeka Nwosu', role: 'rider', status: 'suspended', location: 'Abuja' }),
  user('u5', { name: 'Tolu Adeyemi', status: 'inactive', location: 'Ibadan', lastActive: new Date(2025, 11, 1) }),
];
const ids = (list: AdminUser[]) => list.map((u) => u.id);

describe('filterUsers', () => {
  it('keeps everyone, in order, without filters', () => {
    expect(ids(filterUsers(users, {}))).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
    expect(ids(filterUsers(users, { role: 'all', status: 'all', location: 'all', q: '  ' }))).toHaveLength(5);
  });

  it('searches name and email ignoring case', () => {
    expect(ids(filterUsers(users, { q: 'amaka' }))).toEqual(['u1']);
    expect(ids(filterUsers(users, { q: 'HEALTHPLUS.NG' }))).toEqual(['u2']);
  });

  it('searches phone numbers with or without spaces', () => {
    expect(ids(filterUsers(users, { q: '08034127' }))).toEqual(['u1']);
    expect(ids(filterUsers(users, { q: '412 7789' }))).toEqual(['u1']);
  });

  it('filters by role, status and location, combined', () => {
    expect(ids(filterUsers(users, { role: 'doctor' }))).toEqual(['u3']);
    expect(ids(filterUsers(users, { status: 'suspended' }))).toEqual(['u4']);
    expect(ids(filterUsers(users, { location: 'Lagos' }))).toEqual(['u1', 'u2']);
    expect(ids(filterUsers(users, { location: 'Lagos', role: 'patient' }))).toEqual(['u1']);
    expect(filterUsers(users, { location: 'Kano', status: 'active' })).toEqual([]);
  });
});

describe('summarizeUsers', () => {
  it('counts total, active since midnight (not suspended), suspended and pending', () => {
    expect(summarizeUsers(users, now)).toEqual({ total: 5, activeToday: 2, suspended: 1, pendingApproval: 1 });
  });
});

describe('user labels and actions', () => {
  it('describes activity by role', () => {
    expect(activityLabel({ role: 'patient', activity: 1 })).toBe('1 order');
    expect(activityLabel({ role: 'pharmacy', activity: 1204 })).toBe('1,204 orders fulfilled');
    expect(activityLabel({ role: 'doctor', activity: 86 })).toBe('86 consultations');
    expect(activityLabel({ role: 'rider', activity: 342 })).toBe('342 deliveries');
  });

  it('suspends the active, reactivates the suspended and moves the rest on', () => {
    expect(statusAction('active')).toMatchObject({ label: 'Suspend', to: 'suspended' });
    expect(statusAction('suspended')).toMatchObject({ label: 'Reactivate', to: 'active' });
    expect(statusAction('pending')).toMatchObject({ label: 'Verify', to: 'verified' });
    expect(statusAction('verified')).toMatchObject({ label: 'Activate', to: 'active' });
    expect(statusAction('inactive')).toMatchObject({ label: 'Activate', to: 'active' });
  });
});

describe('user export', () => {
  it('writes one quoted-as-needed line per user under the header', () => {
    const lines = usersToCsv(users.slice(0, 2)).split('\r\n');
    expect(lines[0]).toBe('ID,Name,Email,Phone,Role,Status,Location,Activity,Joined,Last Active');
    expect(lines[1]).toBe('u1,Amaka Obi,u1@example.ng,0803 412 7789,Patient,Active,Lagos,1 order,2025-01-01,2026-03-10 09:00');
    expect(lines[2]).toContain('"HealthPlus Pharmacy, Lekki"');
    expect(lines[3]).toBe('');
  });

  it('names the file after the day', () => {
    expect(exportFileName(now)).toBe('magani-users-2026-03-10.csv');
  });
});
