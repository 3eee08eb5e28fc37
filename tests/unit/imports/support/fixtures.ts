import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseStatement, type ParseOptions } from '../../../../src/server/modules/imports/formats';
import type { ParseResult, StatementRow } from '../../../../src/server/modules/imports/formats/types';

export type Parsed = Extract<ParseResult, { status: 'parsed' }>;

const DIR = fileURLToPath(new URL('../../../fixtures/imports/', import.meta.url));

export function fixtureBytes(name: string): Buffer {
  return readFileSync(join(DIR, name));
}

/** Parses a fixture and fails the test unless it parsed. */
export function parseFixture(name: string, options: ParseOptions = {}): Parsed {
  return parsedOrFail(parseStatement(fixtureBytes(name), { fileName: name, ...options }));
}

export function parseText(text: string, options: ParseOptions = {}): Parsed {
  return parsedOrFail(parseStatement(Buffer.from(text, 'utf8'), options));
}

export function parsedOrFail(result: ParseResult): Parsed {
  if (result.status !== 'parsed') expect.fail(`expected a parsed statement, got ${JSON.stringify(result)}`);
  return result;
}

/** The rows without their key and raw cells, which have their own tests. */
export function plainRows(rows: StatementRow[]): Omit<StatementRow, 'key' | 'raw'>[] {
  return rows.map(({ key: _key, raw: _raw, ...row }) => row);
}
