/**
 * The fault test: a process recording answers is killed with SIGKILL at random moments, 100
 * times; after each kill the file on disk opens, passes the integrity check and holds every
 * answer the process had reported as saved, whole. At most the answer in progress is lost.
 * The writer is bundled once with esbuild (as scripts/cli.mjs does) so that each run
 * is a plain `node` start (~0.2 s) rather than a TypeScript one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../engine/rng';
import { faultAnswer } from './fault/answer';
import { RECORDS_FILE, Records } from './records';
import { sqlWasmPath } from './sqlite-file';

const KILLS = 100;
const LANES = 2; // one data folder per lane, run side by side (2 cores)

let script: string;
let SQL: SqlJsStatic;

beforeAll(async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'fault-bundle-'));
  script = path.join(out, 'child.cjs');
  await build({ entryPoints: [path.join(__dirname, 'fault/child.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: script, logLevel: 'silent' });
  SQL = await initSqlJs({ locateFile: () => sqlWasmPath() });
});

/** Runs the writer and kills it `delay` ms after its first saved answer (or after its start). */
function runAndKill(dataDir: string, delay: number, afterFirst: boolean): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir, sqlWasmPath()], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    const kill = () => child.kill('SIGKILL');
    if (!afterFirst) timer = setTimeout(kill, delay);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (afterFirst && !timer) timer = setTimeout(kill, delay);
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`the writer stopped by itself: ${err}`));
      // Only complete lines were reported as saved.
      else resolve(out.split('\n').slice(0, -1).map(Number));
    });
  });
}

/** Reads the file as a school's SQLite tool would, without opening it through the app. */
function onDisk(dataDir: string): number[] {
  const db = new SQL.Database(readFileSync(path.join(dataDir, RECORDS_FILE)));
  try {
    expect(db.exec('PRAGMA integrity_check')[0].values).toEqual([['ok']]);
    const rows = db.exec('SELECT seed, answer, score, seconds FROM answers ORDER BY id')[0]?.values ?? [];
    return rows.map(([seed, answer, score, seconds]) => {
      const n = Number(seed);
      expect(JSON.parse(String(answer))).toEqual(faultAnswer(n));
      expect({ score, seconds }).toEqual({ score: n % 3 === 0 ? 0 : 1, seconds: n / 10 });
      return n;
    });
  } finally {
    db.close();
  }
}

describe('records under SIGKILL', () => {
  it(`${KILLS} kills at random moments: every answer reported saved is on disk, whole`, async () => {
    const rng = createRng(20261130);
    const lane = async (): Promise<{ saved: number; kills: number }> => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fault-'));
      let before = 0; // answers on disk before this run
      let kills = 0;
      for (let k = 0; k < KILLS / LANES; k++) {
        // Most kills land among the saves; some during start-up (opening, migrating, first save).
        const afterFirst = rng.next() < 0.8;
        const reported = await runAndKill(dataDir, afterFirst ? rng.int(60) : rng.int(400), afterFirst);
        kills++;
        const seeds = before === 0 && reported.length === 0 && !existsSync(path.join(dataDir, RECORDS_FILE)) ? [] : onDisk(dataDir);
        // Every answer once, in order, none missing: 0..n-1 ...
        expect(seeds).toEqual(seeds.map((_, i) => i));
        // ... those from before and every one reported saved still there, and at most one
        // beyond them: the answer whose save finished just before its report was cut off.
        const atLeast = Math.max(before, ...reported.map((n) => n + 1));
        expect(seeds.length).toBeGreaterThanOrEqual(atLeast);
        expect(seeds.length).toBeLessThanOrEqual(atLeast + 1);
        before = seeds.length;
      }
      // The app starting afterwards finds nothing damaged.
      const records = await Records.open(dataDir);
      expect(records.notices).toEqual([]);
      const saved = records.answerPoints(records.trainees()[0].id).length;
      await records.close();
      return { saved, kills };
    };
    const lanes = await Promise.all(Array.from({ length: LANES }, lane));
    expect(lanes.reduce((n, l) => n + l.kills, 0)).toBe(KILLS);
    for (const l of lanes) expect(l.saved).toBeGreaterThan(KILLS / LANES); // the kills did land among saves
    console.log(`fault test: ${KILLS} kills, ${lanes.map((l) => l.saved).join(' + ')} answers saved`);
  }, 120_000);
});
