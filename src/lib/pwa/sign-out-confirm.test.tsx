import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme';
import { setOutboxSummary } from '@/lib/sync/hint';

const unsentJobs = vi.fn();
vi.mock('@/lib/pwa/start', () => ({ loadSync: async () => ({ unsentJobs }) }));

const { confirmSignOut } = await import('@/lib/pwa/sign-out-confirm');
const { SignOutConfirm } = await import('@/lib/pwa/ui/SignOutConfirm');

function renderHost() {
  render(
    <MantineProvider theme={theme}>
      <SignOutConfirm />
    </MantineProvider>,
  );
}

beforeEach(() => {
  unsentJobs.mockReset();
  setOutboxSummary({ sending: 0, attention: 0 });
});

describe('confirm before a sign-out deletes unsent work', () => {
  it('signs out at once when nothing is queued, without loading the outbox', async () => {
    await expect(confirmSignOut('u1')).resolves.toBe(true);
    expect(unsentJobs).not.toHaveBeenCalled();
  });

  it('lists the unsent items and keeps the session when the person chooses to stay', async () => {
    setOutboxSummary({ sending: 2, attention: 0 });
    unsentJobs.mockResolvedValue([
      { id: 'a', label: 'Prescription for HealthPlus Pharmacy (3 files)' },
      { id: 'b', label: 'Password reset e-mail for ada@example.ng' },
    ]);
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmSignOut('u1');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and delete unsent items?' });
    expect(dialog).toHaveTextContent('Prescription for HealthPlus Pharmacy (3 files)');
    expect(dialog).toHaveTextContent('Password reset e-mail for ada@example.ng');
    expect(unsentJobs).toHaveBeenCalledWith('u1');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await expect(answer).resolves.toBe(false);
  });

  it('goes on with the sign-out when the person accepts the loss', async () => {
    setOutboxSummary({ sending: 1, attention: 0 });
    unsentJobs.mockResolvedValue([{ id: 'a', label: 'Prescription for HealthPlus Pharmacy (1 file)' }]);
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmSignOut('u1');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await expect(answer).resolves.toBe(true);
  });
});
