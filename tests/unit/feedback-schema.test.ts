import { describe, expect, it } from 'vitest';
import { feedbackInput } from '../../src/shared/schemas/feedback';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = { name: 'Ann', email: 'ann@example.com', category: 'bug', message: 'The chart is blank on Sundays.' };

describe('feedback form', () => {
  it('accepts a complete form, trimming the text fields', () => {
    expect(feedbackInput.parse({ ...valid, name: '  Ann  ', message: '  Ten chars!  ' })).toEqual({ ...valid, name: 'Ann', message: 'Ten chars!' });
  });

  it('defaults the category to general feedback', () => {
    const { category: _category, ...rest } = valid;
    expect(feedbackInput.parse(rest).category).toBe('feedback');
  });

  it('gives the spec messages for a short name, a bad email and a short message', () => {
    expect(messagesOf(feedbackInput.safeParse({ ...valid, name: ' A ', email: 'ann@', message: 'too short' }))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Please provide more details (at least 10 characters)',
    });
    expect(messagesOf(feedbackInput.safeParse({ ...valid, email: '' }))).toEqual({ email: 'Please enter a valid email address' });
  });

  it('counts the name and message without surrounding spaces', () => {
    expect(feedbackInput.safeParse({ ...valid, name: 'Al' }).success).toBe(true);
    expect(feedbackInput.safeParse({ ...valid, message: '1234567890' }).success).toBe(true);
    expect(messagesOf(feedbackInput.safeParse({ ...valid, message: '   123456789   ' }))).toEqual({
      message: 'Please provide more details (at least 10 characters)',
    });
  });

  it('accepts only the three categories', () => {
    for (const category of ['feedback', 'feature', 'bug']) expect(feedbackInput.safeParse({ ...valid, category }).success).toBe(true);
    expect(feedbackInput.safeParse({ ...valid, category: 'praise' }).success).toBe(false);
    expect(feedbackInput.safeParse({ ...valid, category: 'BUG' }).success).toBe(false);
  });

  it('caps the message so the mail link stays usable', () => {
    expect(feedbackInput.safeParse({ ...valid, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(messagesOf(feedbackInput.safeParse({ ...valid, message: 'x'.repeat(2001) }))).toEqual({ message: 'Please keep your message under 2000 characters' });
  });
});
