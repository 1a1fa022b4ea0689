import { describe, expect, test } from 'vitest';
import { isPersonName } from '@/features/auth/person-name';

describe('isPersonName (same rule as the database)', () => {
  test.each(['Adébáyọ̀ Ọlá', 'Ụ̀chẹ́ Okafor', 'Dr. Chidi Okafor', "O'Brien-Smith", 'Ζωή', '张伟', 'Ng'])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });
  test.each(['N', 'URGENT verify at https://evil.example/login', 'evil.example', '12345', '--', '😀 Ada', 'Ada ', 'x'.repeat(81)])(
    'refuses %s',
    (name) => expect(isPersonName(name)).toBe(false),
  );
});
