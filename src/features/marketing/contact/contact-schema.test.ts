import { describe, expect, it } from 'vitest';
import { emptyContactMessage, validateContactMessage } from '@/features/marketing/contact/contact-schema';

const valid = { name: 'Chioma Obi', email: 'chioma@example.ng', subject: 'Delivery', message: 'Where is my order?' };

describe('validateContactMessage', () => {
  it('accepts a complete message', () => {
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContactMessage(emptyContactMessage)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    });
  });

  it('treats whitespace-only answers as empty', () => {
    expect(validateContactMessage({ ...valid, name: '   ', message: '\n\t' })).toEqual({
      name: 'Please enter your name',
      message: 'Please enter your message',
    });
  });

  it('rejects a malformed email address', () => {
    for (const email of ['chioma', 'chioma@', '@example.ng', 'chioma example.ng']) {
      expect(validateContactMessage({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('asks for a message long enough to act on, as the database does', () => {
    expect(validateContactMessage({ ...valid, message: 'Help' })).toEqual({ message: 'Please write at least 10 characters' });
    expect(validateContactMessage({ ...valid, name: 'C' })).toEqual({ name: 'Please enter your full name' });
  });

  it('accepts an email address with surrounding spaces', () => {
    expect(validateContactMessage({ ...valid, email: '  chioma@example.ng ' })).toEqual({});
  });
});
