export type Field = 'name' | 'email';
export type FieldErrors = Partial<Record<Field, string>>;

/**
 * The shared schema's checks and messages (src/shared/schemas/landing.ts), written out so
 * zod stays out of the landing bundle: every field's problem at once, before any request.
 */
export function checkWorksheet(name: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!name) errors.name = 'Please enter your name';
  else if (name.length > 100) errors.name = 'Your name must be at most 100 characters';
  if (!email) errors.email = 'Please enter your email address';
  else if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Please enter a valid email address';
  return errors;
}
