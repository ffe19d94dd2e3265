/**
 * The records figures of `npm run bench` (measured, never asserted in tests):
 * - records_save_p99_ms: a practice answer written and acknowledged, at 100,000 stored answers;
 * - records_class_report_ms: a class of 40 trainees' progress, at 1,000,000 stored answers;
 * - records_shutdown_ms: a web host's exit after SIGTERM, after 10,000 answers in a row over HTTP.
 * All on the default backend, the SQLite file, in a temporary folder. The stored answers are
 * written in bulk first (that takes a while at a million), then the measured calls run one by one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createServices } from '../services';
import type { PracticeResult } from './service';
import { fillProgressTotals } from '../store/records/migrations';

interface Metric {
  name: string;
  value: number;
  unit: string;
}

const quiet = { warn: () => undefined, error: () => undefined };
const KINDS = ['gather', 'side-pots', 'showdown-order', 'award', 'pot-limit', 'min-raise', 'action', 'read-hands', 'chip-rulings'];
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** Columns a bench adds to each bulk-loaded answer (the mastery bench: its game, speed and rules), by the answer's number. */
export type ExtraColumns = (n: number) => Record<string, string | number | null>;

/** Services on a fresh data folder with `answers` answers spread over `trainees` trainees. */
export async function filled(trainees: number, answers: number, extra?: ExtraColumns) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'records-bench-'));
  const services = createServices({ host: 'web', dataDir, log: quiet });
  const ids: string[] = [];
  for (let i = 0; i < trainees; i++) ids.push((await services.records.addTrainee({ name: `Trainee ${i + 1}` })).id);
  // The bulk load goes straight to the table, in large transactions, then the totals are made once.
  const { db } = await services.recordsDb.store();
  const start = Date.UTC(2024, 0, 1);
  const BATCH = 500;
  for (let done = 0; done < answers; ) {
    await db.transaction().execute(async (trx) => {
      for (let b = 0; b < 20 && done < answers; b++) {
        const rows = Array.from({ length: Math.min(BATCH, answers - done) }, (_, k) => {
          const n = done + k;
          return { trainee_id: ids[n % trainees], kind: KINDS[n % KINDS.length], level: 1 + (n % 3), profile: 'cash', seed: n, answer: '{"kind":"min-raise","min_raise_to":200}', earned: n % 4 === 0 ? 0 : 1, possible: 1, score: n % 4 === 0 ? 0 : 1, seconds: 3 + (n % 20), answered_at: start + n * 60_000, ...extra?.(n) };
        });
        await trx.insertInto('answers').values(rows).execute();
        done += rows.length;
      }
    });
  }
  await db.transaction().execute((trx) => fillProgressTotals(trx));
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return { dataDir, services, ids };
}

type Filled = Awaited<ReturnType<typeof filled>>;

/**
 * The times of `runs` calls of `measured` on services filled as `filled` does, each result checked
 * by `check`; `setup` runs once first and `before` before each call, neither timed. The services
 * and their folder are removed after.
 */
export async function timedOnFilled<T>(o: { trainees: number; answers: number; extra?: ExtraColumns; runs: number; setup?: (f: Filled) => Promise<unknown>; before?: (f: Filled, i: number) => Promise<unknown>; measured: (f: Filled, i: number) => Promise<T>; check: (result: T) => void }): Promise<number[]> {
  const f = await filled(o.trainees, o.answers, o.extra);
  await o.setup?.(f);
  const times: number[] = [];
  for (let i = 0; i < o.runs; i++) {
    await o.before?.(f, i);
    const started = performance.now();
    const result = await o.measured(f, i);
    times.push(performance.now() - started);
    o.check(result);
  }
  await f.services.close();
  rmSync(f.dataDir, { recursive: true, force: true });
  return times;
}

/** A practice answer of min-raise, as a trainee's submit records it (with `facts`, mastery's columns). */
export const practiceAnswer = (seed: number, facts?: PracticeResult['facts']): PracticeResult => ({ kind: 'min-raise', level: 1, profile: 'cash', seed, answer: { kind: 'min-raise', min_raise_to: 200 }, earned: 1, possible: 1, score: 1, seconds: 4, unfinished: false, facts });

export const saved = (record: { status: string }): void => {
  if (record.status !== 'saved') throw new Error(`an answer was not saved: ${JSON.stringify(record)}`);
};

async function saveP99(): Promise<Metric> {
  const times = await timedOnFilled({ trainees: 40, answers: 100_000, runs: 1000, measured: ({ services, ids }, i) => services.records.recordPractice(ids[i % ids.length], practiceAnswer(i)), check: saved });
  return { name: 'records_save_p99_ms', value: percentile(times, 99), unit: 'ms' };
}

async function classReport(): Promise<Metric> {
  const times = await timedOnFilled({
    trainees: 40,
    answers: 1_000_000,
    runs: 20,
    measured: ({ services }) => services.instructor.classProgress({}),
    check: (report) => {
      if (report.trainees.length !== 40 || report.trainees.reduce((n, t) => n + t.items, 0) !== 1_000_000) throw new Error('the class report does not add up');
    },
  });
  // The slowest of the runs, the first one on a cold cache: an instructor opens the report once.
  return { name: 'records_class_report_ms', value: Math.max(...times), unit: 'ms' };
}

/** The web host (its real command line, bundled) answers 10,000 practice items in a row, then gets SIGTERM. */
async function shutdown(): Promise<Metric> {
  const { build } = await import('esbuild');
  const root = mkdtempSync(path.join(tmpdir(), 'records-bench-host-'));
  mkdirSync(path.join(root, 'renderer'));
  writeFileSync(path.join(root, 'renderer', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const script = path.join(root, 'web', 'cli.cjs');
  await build({ entryPoints: [path.join(process.cwd(), 'electron/web/cli.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: script, logLevel: 'silent', external: ['better-sqlite3', 'pg-native'] });
  const dataDir = path.join(root, 'data');
  const child = spawn(process.execPath, [script, '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_PATH: path.join(process.cwd(), 'node_modules') } });
  const out: string[] = [];
  await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => (out.push(d.toString()), out.join('').includes('API token') && resolve())));
  const text = out.join('');
  const url = /serving (\S+)/.exec(text)![1];
  const token = /: (\S+)\s*$/m.exec(text.split('\n').find((l) => l.includes('API token'))!)![1];
  const call = async (channel: string, request: unknown) => {
    const r = (await (await fetch(`${url}api/${channel}`, { method: 'POST', headers: { 'X-Trainer-Token': token }, body: JSON.stringify(request) })).json()) as { ok: boolean; data: any };
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r)}`);
    return r.data;
  };
  const trainee = await call('records.addTrainee', { name: 'Bench' });
  for (let i = 0; i < 10_000; i++) {
    const item = await call('drill.next', { kind: 'min-raise', level: 1, seed: i });
    const result = await call('drill.submit', { itemId: item.itemId, answer: { kind: 'min-raise', min_raise_to: 200 }, traineeId: trainee.id });
    if (result.record.status !== 'saved') throw new Error(`an answer was not saved: ${JSON.stringify(result.record)}`);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = performance.now();
  child.kill('SIGTERM');
  await exited;
  const ms = performance.now() - started;
  rmSync(root, { recursive: true, force: true });
  return { name: 'records_shutdown_ms', value: ms, unit: 'ms' };
}

export async function benchRecords(): Promise<Metric[]> {
  return [await saveP99(), await classReport(), await shutdown()];
}
