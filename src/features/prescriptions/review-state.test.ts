import { describe, expect, test } from 'vitest';
import { stepMarks } from '@/features/prescriptions/review-state';

describe('What Happens Next follows the real state', () => {
  test.each([
    [undefined, []],
    ['submitted', ['now']],
    ['refused', ['stopped']],
    ['quoted', ['done', 'now']],
    ['declined', ['done', 'stopped']],
    ['accepted', ['done', 'done', 'now']],
  ] as const)('%s', (status, marks) => {
    expect(stepMarks(status)).toEqual(marks);
  });
});
