/**
 * Checking a trainee's result file on the instructor's machine. A result is accepted when
 *  1. it is a result file in the exact form the trainer writes (export.ts),
 *  2. its signature is good for the public key it carries,
 *  3. its items are the ones its exam code gives for that attempt, and
 *  4. every answer, scored again here, gives the recorded score, and the totals add up; an audition
 *     segment's verdict is the one its figures and marks give (its tasks are not in the file to be
 *     scored again: the signature vouches for its figures).
 * 3 and 4 catch a result signed by a doctored trainer; 2 catches a changed file.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ExamResult, SignedResult } from '../../shared/exam';
import { segmentPassed } from './audition-segment';
import { decodeExamCode } from './code';
import { ExamError } from './errors';
import { planCode, scoreItem } from './items';
import { summarize } from './result';
import { canonicalJson, verifySignature } from './signing';
import { readResultFile } from './export';

export type Checked = { ok: true; signed: SignedResult } | { ok: false; reasons: string[]; signed: SignedResult | null };

export function checkResultFile(text: string): Checked {
  let signed: SignedResult;
  try {
    signed = readResultFile(text);
  } catch (e) {
    if (e instanceof ExamError) return { ok: false, reasons: [e.message], signed: null };
    throw e;
  }
  if (!verifySignature(canonicalJson(signed.result), signed.signature, signed.publicKey)) {
    return { ok: false, reasons: ['the signature does not match: the result was changed after it was signed'], signed };
  }
  const reasons = checkConsistent(signed.result);
  return reasons.length ? { ok: false, reasons, signed } : { ok: true, signed };
}

/** Whether the result is what its code and answers give; the reasons it is not. */
export function checkConsistent(r: ExamResult): string[] {
  let code;
  try {
    code = decodeExamCode(r.code);
  } catch (e) {
    return [`its exam code cannot be read: ${(e as Error).message}`];
  }
  if (!isDeepStrictEqual(code.definition, r.definition)) return ['its exam definition is not the one its code carries'];
  if (r.attempt > r.definition.attempts) return [`attempt ${r.attempt} of an exam that allows ${r.definition.attempts}`];
  if (code.hosted) return ['it was taken in class on a classroom host: its certificate is checked on that host, not imported'];
  const plan = planCode(code, r.attempt);
  if (plan.length !== r.items.length) return [`it has ${r.items.length} items; the code gives ${plan.length}`];
  const reasons: string[] = [];
  r.items.forEach((item, k) => {
    const p = plan[k];
    if (item.index !== k || item.kind !== p.kind || item.level !== p.level || item.seed !== p.seed) {
      reasons.push(`item ${k + 1} is not the item the code gives`);
      return;
    }
    const scored = item.status === 'answered' && item.answer ? scoreItem(p, code.definition.profile, item.answer) : null;
    const expected = scored ? scored.earned / Math.max(1, scored.possible) : 0;
    if (Math.abs(expected - item.score) > 1e-9 || (scored && scored.earned !== item.earned)) reasons.push(`item ${k + 1}'s score is not what its answer scores`);
    if (item.status === 'answered' && !item.answer) reasons.push(`item ${k + 1} is marked answered but has no answer`);
  });
  if ((r.audition !== undefined) !== (r.definition.audition !== undefined)) reasons.push(r.audition ? 'it has an audition segment its exam does not have' : 'its audition segment is missing');
  else if (r.audition && r.audition.passed !== segmentPassed(r.definition, r.audition)) reasons.push("its audition segment's verdict is not what its figures give");
  if (!isDeepStrictEqual(summarize(r.items, r.definition, r.audition), { percent: r.percent, passed: r.passed, byKind: r.byKind })) reasons.push('its total score does not add up from its items');
  return reasons;
}
