/**
 * The fault test, through the web host: a host process on one data folder is killed with SIGKILL
 * at random moments, 100 times, while a client answers practice items and exam items as fast as
 * it can. After each kill the next host starts on the same folder; every answer that had been
 * acknowledged (practice: `record.status` "saved"; exam: a successful exam.submit) is in the
 * database, and the file passes PRAGMA integrity_check. The host is bundled once with esbuild so
 * that each start is a plain `node` start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../engine/rng';
import { schoolDefinitionText } from '../exam/definitions';
import { keyAnswers } from '../exam/testing';
import { RECORDS_FILE } from '../store/records/open';

const KILLS = 100;
const LANES = 2; // one data folder per lane, side by side (2 cores)

let script: string;
let staticDir: string;

beforeAll(async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'fault-host-'));
  script = path.join(out, 'host.cjs');
  await build({ entryPoints: [path.join(__dirname, 'fault/host.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: script, logLevel: 'silent', external: ['better-sqlite3', 'pg-native'], nodePaths: [path.resolve('node_modules')] });
  staticDir = path.join(out, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});

interface Host {
  child: ChildProcess;
  /** Set when the test has sent the kill. */
  killed: boolean;
  call(channel: string, request: unknown): Promise<any>;
}

function startHost(dataDir: string): Promise<Host> {
  const child = spawn(process.execPath, [script, dataDir, staticDir], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_PATH: path.resolve('node_modules') } });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the host exited with ${code} before listening`)));
    child.stdout!.once('data', (line: Buffer) => {
      const [url, token] = line.toString().trim().split(' ');
      const call = async (channel: string, request: unknown) => {
        const response = await fetch(`${url}api/${channel}`, { method: 'POST', headers: { 'X-Trainer-Token': token, 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
        const body = (await response.json()) as { ok: boolean; data?: unknown; error?: { message: string } };
        if (!body.ok) throw new Error(`${channel}: ${body.error!.message}`);
        return body.data;
      };
      resolve({ child, call, killed: false });
    });
  });
}

/** What the client was told was kept: practice answers by their text (each one different), exam answers by exam and item. */
interface Acknowledged {
  practice: Set<string>;
  exam: Set<string>;
}

/** The n-th practice answer: a min-raise answer of its own, so that each stored row names the answer it is. */
const practiceAnswer = (n: number) => ({ kind: 'min-raise' as const, min_raise_to: n });

/**
 * Answers as fast as it can until the host dies; returns when a request fails for that reason.
 * One trainee practises while another takes the exam (an examinee's practice is refused).
 */
async function answerUntilKilled(host: Host, state: { traineeId: string; practising: string; code: string }, ack: Acknowledged, onFirst: () => void): Promise<void> {
  let first = true;
  try {
    // The trainee's exam, or (passed) a new trainee's.
    const exam = async () => {
      const running = (await host.call('exam.running', { traineeId: state.traineeId })).view;
      if (running) return running;
      state.traineeId = (await host.call('records.addTrainee', { name: 'Fault Test' })).id;
      return host.call('exam.start', { code: state.code, traineeId: state.traineeId });
    };
    let view = await exam();
    let key = keyAnswers(state.code, view.attempt);
    for (;;) {
      // No seed asked for: while an exam runs, a drill is not served by its seed. The host's seed names the answer.
      const item = await host.call('drill.next', { kind: 'min-raise', level: 1 });
      const answer = practiceAnswer(ack.practice.size + 1);
      const result = await host.call('drill.submit', { itemId: item.itemId, answer, traineeId: state.practising });
      if (result.record.status === 'saved') ack.practice.add(JSON.stringify(answer));
      else throw new Error(`a practice answer was not saved: ${JSON.stringify(result.record)}`);
      if (view.status !== 'running') {
        view = await exam();
        key = keyAnswers(state.code, view.attempt);
      }
      const index = view.item.index;
      view = (await host.call('exam.submit', { examId: view.examId, index, answer: key[index] })).view;
      ack.exam.add(`${view.examId}/${index}`);
      if (first) onFirst();
      first = false;
    }
  } catch (error) {
    if (!host.killed) throw error; // not the kill
  }
}

/** Reads the file as a school's SQLite tool would, after the crash. */
function onDisk(dataDir: string): Acknowledged {
  const db = new Database(path.join(dataDir, RECORDS_FILE));
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('select answer, exam_id, exam_index from answers').all() as { answer: string; exam_id: string | null; exam_index: number | null }[];
    return {
      practice: new Set(rows.filter((r) => r.exam_id === null).map((r) => JSON.stringify(JSON.parse(r.answer)))),
      exam: new Set(rows.filter((r) => r.exam_id !== null).map((r) => `${r.exam_id}/${r.exam_index}`)),
    };
  } finally {
    db.close();
  }
}

describe('answers under SIGKILL of the web host', () => {
  it(`${KILLS} kills at random moments: every acknowledged answer is in the database`, async () => {
    const rng = createRng(20261201);
    const lane = async (): Promise<{ acknowledged: number; lost: number }> => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fault-'));
      const ack: Acknowledged = { practice: new Set(), exam: new Set() };
      // A trainee and a long exam with many attempts, made before the kills begin.
      const setup = await startHost(dataDir);
      const definition = await setup.call('exam.addDefinition', {
        fileName: 'long.json',
        text: schoolDefinitionText({ title: 'Long', profile: 'cash', sections: [{ kind: 'min-raise', count: 200, level: 1 }], perItemSeconds: 3600, totalSeconds: null, passPercent: 50, attempts: 9, shuffle: false }),
      });
      const { code } = await setup.call('exam.createCode', { definitionId: definition.id, seed: 5 });
      const trainee = await setup.call('records.addTrainee', { name: 'Fault Test' });
      const practising = await setup.call('records.addTrainee', { name: 'Fault Test Practice' });
      setup.child.kill('SIGKILL');
      const state = { traineeId: trainee.id as string, practising: practising.id as string, code: code as string };
      let lost = 0;
      for (let k = 0; k < KILLS / LANES; k++) {
        const host = await startHost(dataDir);
        const exited = new Promise((resolve) => host.child.once('exit', resolve));
        // Most kills land among the answers; some during start-up (opening, migrating, the first request).
        const delay = rng.int(rng.next() < 0.8 ? 250 : 40);
        let timer: NodeJS.Timeout | undefined;
        const kill = () =>
          (timer ??= setTimeout(() => {
            host.killed = true;
            host.child.kill('SIGKILL');
          }, delay));
        if (delay < 40) kill();
        await answerUntilKilled(host, state, ack, kill);
        await exited;
        const disk = onDisk(dataDir);
        for (const answer of ack.practice) if (!disk.practice.has(answer)) lost++;
        for (const item of ack.exam) if (!disk.exam.has(item)) lost++;
        expect(lost).toBe(0);
      }
      return { acknowledged: ack.practice.size + ack.exam.size, lost };
    };
    const lanes = await Promise.all(Array.from({ length: LANES }, lane));
    const acknowledged = lanes.reduce((n, l) => n + l.acknowledged, 0);
    const lost = lanes.reduce((n, l) => n + l.lost, 0);
    console.log(`fault test: ${KILLS} kills, acknowledged ${acknowledged}, lost ${lost}`);
    expect(lost).toBe(0);
    expect(acknowledged).toBeGreaterThan(KILLS); // the kills did land among answers
  }, 900_000); // a limit for a hang: about a minute of CPU, but four minutes were too few on a busy machine
});
