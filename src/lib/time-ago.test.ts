import { activate } from '@/lib/i18n/i18n';
import { formatTimeAgo } from '@/lib/time-ago';

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-03-05T12:00:00Z');
  afterEach(() => activate('en'));

  it('says how long ago, in words', () => {
    expect(formatTimeAgo(new Date(now - 20_000), now)).toBe('just now');
    expect(formatTimeAgo(new Date(now - 15 * 60_000), now)).toBe('15 minutes ago');
    expect(formatTimeAgo('2026-03-05T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-03-04T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-02-27T12:00:00Z', now)).toBe('6 days ago');
    expect(formatTimeAgo('2026-03-05T14:00:00Z', now)).toBe('in 2 hours');
  });

  it("writes English as Intl's relative times did for en-NG, from a year ago to a year ahead", () => {
    const intl = new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto' });
    const offsets = [0, 0.4, 0.6, 1, 1.5, 2, 59, 59.6, 60, 89, 90, 1_439, 1_440, 2_159, 2_160, 2_880, 10_000, 525_600];
    let compared = 0;
    for (const minutes of offsets.flatMap((m) => [m, -m])) {
      const whole = Math.round(minutes);
      const hours = Math.round(whole / 60);
      const intlText =
        Math.abs(whole) < 1 ? 'just now' : Math.abs(whole) < 60 ? intl.format(whole, 'minute') : Math.abs(hours) < 24 ? intl.format(hours, 'hour') : intl.format(Math.round(hours / 24), 'day');
      expect(formatTimeAgo(now + minutes * 60_000, now), `${minutes} minutes`).toBe(intlText);
      compared++;
    }
    expect(compared).toBe(36);
  });

  it('is in the language chosen', async () => {
    await activate('ha', '/dashboard/pharmacy');
    expect(formatTimeAgo(new Date(now - 15 * 60_000), now)).toBe('mintuna 15 da suka wuce');
    expect(formatTimeAgo(new Date(now - 60 * 60_000), now)).toBe('awa 1 da ya wuce');
    expect(formatTimeAgo('2026-03-04T12:00:00Z', now)).toBe('jiya');
    await activate('yo', '/dashboard/pharmacy');
    expect(formatTimeAgo('2026-02-27T12:00:00Z', now)).toBe('ọjọ́ 6 sẹ́yìn');
  });
});
