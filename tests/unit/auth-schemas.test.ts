import { describe, expect, it } from 'vitest';
import { emailOnlyInput, newPasswordForm, signInInput, signUpInput } from '../../src/shared/schemas/auth';
import { worksheetRequestInput } from '../../src/shared/schemas/landing';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-up', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.COM ', password: 'secret', acceptTerms: true };

  it('accepts a complete form and normalises the email', () => {
    const parsed = signUpInput.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
  });

  it('requires every field and the ticked terms, with the spec message', () => {
    const result = signUpInput.safeParse({ firstName: ' ', lastName: '', email: '', password: '', acceptTerms: false });
    expect(messagesOf(result)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      password: 'Password must be at least 6 characters long',
      acceptTerms: 'Please agree to the terms and conditions',
    });
  });

  it('rejects a malformed email and an unknown plan', () => {
    expect(messagesOf(signUpInput.safeParse({ ...valid, email: 'ada@' }))).toEqual({ email: 'Please enter a valid email address' });
    expect(signUpInput.safeParse({ ...valid, plan: 'lifetime' }).success).toBe(false);
    expect(signUpInput.parse({ ...valid, plan: 'trial' }).plan).toBe('trial');
  });
});

describe('sign-in and reset request', () => {
  it('requires email and password', () => {
    expect(messagesOf(signInInput.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
  });

  it("asks for the email with the spec's words", () => {
    expect(messagesOf(emailOnlyInput.safeParse({ email: '' }))).toEqual({ email: 'Please enter your email address' });
  });
});

describe('new password', () => {
  it('needs 6 characters and two equal entries', () => {
    expect(messagesOf(newPasswordForm.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(messagesOf(newPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(newPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});

describe('worksheet lead', () => {
  it('needs a name and a valid email', () => {
    expect(messagesOf(worksheetRequestInput.safeParse({ name: '', email: 'x' }))).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    });
  });
});
