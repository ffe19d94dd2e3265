/**
 * The backends the records tests run against: the SQLite file always, PostgreSQL when
 * TEST_POSTGRES_URL names a server the tests may make databases on (.ci/run starts one). Each
 * call of `fresh()` is an empty database of its own.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RECORDS_FILE, type RecordsTarget } from './open';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL;

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A new, empty database, and the data folder the services use beside it. */
  fresh(): Promise<{ dataDir: string; target: RecordsTarget; database?: string }>;
}

const sqlite: Backend = {
  name: 'sqlite',
  fresh: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'records-'));
    return { dataDir, target: { kind: 'sqlite', file: path.join(dataDir, RECORDS_FILE) } };
  },
};

let made = 0;
const postgres: Backend = {
  name: 'postgres',
  fresh: async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const name = `records_test_${process.pid}_${made++}_${Date.now()}`;
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(POSTGRES_URL!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'records-pg-'));
    return { dataDir, target: { kind: 'postgres', url: url.toString() }, database: url.toString() };
  },
};

export const backends: Backend[] = POSTGRES_URL ? [sqlite, postgres] : [sqlite];
