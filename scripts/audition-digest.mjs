#!/usr/bin/env node
/**
 * `node scripts/audition-digest.mjs [REV]`: an md5 of every audition hand (the frames the felt is
 * sent, each task's question, answer, reasons and context, the irregularity and its ruling at each
 * frame the floor may be called at, the stacks after) of each format over tables of two, six and the
 * most seats, both profiles, every mode, both rotations, several seeds and hands, so that a change
 * meant to keep the hands (a faster table view) can be shown to keep them byte for byte. With REV,
 * the same digests of that commit's tree beside them, and exit 1 when any differs.
 * Prints one line per format: `format  digest-now  [digest-REV  same|DIFFERS]`, and on stderr the
 * hands and irregularities hashed (every irregularity should be among them).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractCommit, modulesOf, printDigests, root } from './drill-trees.mjs';

const [rev] = process.argv.slice(2);
/** Table seeds far apart: neighbouring seeds draw alike at first (the hand's seed is the table's times 4096 plus the hand's). */
const SEEDS = [1, 77_777, 1_234_567, 987_654_321];
const HANDS = 16;
const MODULES = {
  'electron/engine/index': ['createRng'],
  'shared/audition-vocab': ['auditionFormats', 'auditionModes'],
  'electron/drills/audition/formats': ['maxSeats'],
  'electron/drills/audition/hands': ['nextHand', 'tableAfter'],
  'electron/drills/audition/table': ['openTable'],
};

const asked = (a) => ({ kind: a.kind, question: a.question, answer: a.answer, why: a.why, context: a.context });

/** A hand as JSON; read once the table's next hand is dealt, as the service reads a task's reasons after moving on. */
function handText(dealt) {
  const { injected } = dealt;
  let rulings = null;
  if (injected) {
    rulings = [];
    for (let at = injected.at; at < dealt.frames.length; at++) rulings.push(asked(injected.ruled(at)));
  }
  return JSON.stringify({
    game: dealt.game,
    config: dealt.config,
    frames: dealt.frames,
    tasks: dealt.tasks.map((t) => ({ at: t.at, asked: asked(t.asked) })),
    injected: injected && { irregularity: injected.irregularity, at: injected.at, rulings },
    finalStacks: dealt.finalStacks,
    rake: dealt.rake,
  });
}

function digests(m) {
  const out = new Map();
  const seen = { hands: 0 };
  for (const format of m.auditionFormats) {
    const hash = createHash('md5');
    const most = m.maxSeats(format);
    const rotations = format === 'horse' || format === 'eight-game' ? ['orbit', 'hand'] : ['orbit'];
    for (const seats of [...new Set([2, Math.min(6, most), most])])
      for (const rotation of rotations)
        for (const profile of ['cash', 'tournament'])
          for (const mode of m.auditionModes)
            for (const seed of SEEDS) {
              let state = m.openTable({ format, seats, rotation, profile }, m.createRng(seed));
              let dealt = m.nextHand(state, seed, mode);
              for (let h = 0; h < HANDS; h++) {
                state = m.tableAfter(state, dealt, seed);
                const next = m.nextHand(state, seed, mode);
                hash.update(handText(dealt) + '\n');
                seen.hands++;
                if (dealt.injected) seen[dealt.injected.irregularity] = (seen[dealt.injected.irregularity] ?? 0) + 1;
                dealt = next;
              }
            }
    out.set(format, hash.digest('hex'));
  }
  process.stderr.write(`${JSON.stringify(seen)}\n`);
  return out;
}

const work = mkdtempSync(path.join(tmpdir(), 'audition-digest-'));
try {
  const now = digests(await modulesOf(work, root, 'now', MODULES));
  const before = rev ? digests(await modulesOf(work, extractCommit(work, rev), 'before', MODULES)) : null;
  process.exitCode = printDigests(now, before) ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
