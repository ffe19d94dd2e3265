import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWebHostArgs } from './args';

describe('web host arguments', () => {
  it('defaults to any free port and the platform app-data folder', () => {
    const args = parseWebHostArgs([]);
    expect(args).toEqual({ port: 0, dataDir: expect.stringMatching(/Dealer Trainer$/) });
  });

  it('takes --port and --data-dir', () => {
    expect(parseWebHostArgs(['--port', '8080', '--data-dir', 'school'])).toEqual({ port: 8080, dataDir: path.resolve('school') });
    expect(parseWebHostArgs(['--port=0'])).toMatchObject({ port: 0 });
    expect(parseWebHostArgs(['--help'])).toBe('help');
  });

  it('takes --database with a PostgreSQL address only', () => {
    expect(parseWebHostArgs(['--database', 'postgres://t@127.0.0.1:5432/school'])).toMatchObject({ database: 'postgres://t@127.0.0.1:5432/school' });
    expect(parseWebHostArgs(['--database=postgresql://h/db'])).toMatchObject({ database: 'postgresql://h/db' });
    expect(() => parseWebHostArgs(['--database', 'mysql://h/db'])).toThrow('--database must be a PostgreSQL address, postgres://user:password@host:port/name.');
  });

  it('rejects bad input with a readable message', () => {
    expect(() => parseWebHostArgs(['--port', 'http'])).toThrow('--port must be a whole number from 0 to 65535, not "http".');
    expect(() => parseWebHostArgs(['--port', '70000'])).toThrow(/--port must be/);
    expect(() => parseWebHostArgs(['--bogus'])).toThrow(/bogus/);
  });
});
