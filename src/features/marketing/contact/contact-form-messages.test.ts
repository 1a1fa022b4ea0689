import { describe, expect, it } from 'vitest';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { ContactMessageSchema, emptyContactMessage, validateContactMessage } from '@/features/marketing/contact/contact-schema';

// The form validates through the valibot resolver (the last message of a field wins there): each
// field must still show the first rule it breaks.
const shown = valibotResolver(ContactMessageSchema);

describe('messages beside the contact fields', () => {
  it.each([
    ['empty', emptyContactMessage],
    ['too short', { name: 'C', email: 'chioma@', subject: 'x', message: 'Help' }],
    ['blank', { name: ' ', email: ' ', subject: ' ', message: '\n' }],
  ])('%s', (_, values) => {
    expect(shown(values)).toEqual(validateContactMessage(values));
  });

  it('asks for the name before asking for a longer one', () => {
    expect(shown(emptyContactMessage).name).toBe('Please enter your name');
  });
});
