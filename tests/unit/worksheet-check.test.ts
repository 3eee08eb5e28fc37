import { expect, it } from 'vitest';
import { checkWorksheet } from '../../src/client/features/landing/worksheet-check';
import { worksheetRequestInput } from '../../src/shared/schemas/landing';

/** The shared schema's message per field, as the server would answer. */
function serverMessages(name: string, email: string) {
  const result = worksheetRequestInput.safeParse({ name, email });
  if (result.success) return {};
  const fields = result.error.flatten().fieldErrors as Record<string, string[] | undefined>;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages![0]]));
}

it('finds both fields wrong at once, with their messages', () => {
  expect(checkWorksheet('', '')).toEqual({ name: 'Please enter your name', email: 'Please enter your email address' });
  expect(checkWorksheet('', 'priya@')).toEqual({ name: 'Please enter your name', email: 'Please enter a valid email address' });
  expect(checkWorksheet('Priya', 'priya@example.com')).toEqual({});
});

it('says what the server would say, for every case it checks', () => {
  const cases: [string, string][] = [
    ['', ''],
    ['', 'priya@example.com'],
    ['Priya', ''],
    ['Priya', 'priya@'],
    ['Priya', 'priya example.com'],
    ['x'.repeat(101), 'priya@example.com'],
    ['x'.repeat(100), `${'a'.repeat(250)}@b.co`],
    ['Priya', 'priya@example.com'],
  ];
  for (const [name, email] of cases) expect(checkWorksheet(name, email), `${name.slice(0, 10)} / ${email.slice(0, 10)}`).toEqual(serverMessages(name, email));
});
