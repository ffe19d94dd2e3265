/** The certificate prints every name a school meets, says how the exam was taken, and is saved under a name that keeps the letters. */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExamResult, Taken } from '../../shared/exam';
import { certificatePdf, takenText } from './certificate';
import { resultFileName, signResult } from './export';
import { signerFrom } from './signing';
import { pdfText } from './testing';

const signer = signerFrom(generateKeyPairSync('ed25519').privateKey);

function result(name: string, taken: Taken): ExamResult {
  return {
    format: 'dealer-trainer-result',
    version: 1,
    examId: 'e-1',
    trainee: { id: 't-1', name, studentId: 'S-1' },
    code: 'ABCD-EFGH',
    definition: { title: 'Pots, level 1', profile: 'cash', sections: [{ kind: 'gather', count: 1, level: 1 }], perItemSeconds: 60, totalSeconds: null, passPercent: 80, attempts: 1, shuffle: false },
    attempt: 1,
    startedAt: '2026-12-01T10:00:00.000Z',
    finishedAt: '2026-12-01T10:01:00.000Z',
    seconds: 60,
    items: [{ index: 0, kind: 'gather', level: 1, seed: 1, status: 'answered', answer: { kind: 'gather', returned: [], pots: [] }, earned: 1, possible: 1, score: 1, seconds: 30 }],
    percent: 100,
    passed: true,
    byKind: [{ kind: 'gather', items: 1, percent: 100 }],
    taken,
  };
}

describe('certificate', () => {
  it.each([
    ['Łukasz Żółć', 'Lukasz-Zolc'],
    ['Åsa Öberg', 'Asa-Oeberg'],
    ['Ζωή Παπαδοπούλου', 'Zoi-Papadopoulou'],
    ['Аня Иванова', 'Anya-Ivanova'],
  ])('prints %s in full, and its files keep the letters (%s)', async (name, slug) => {
    const signed = signResult(result(name, { mode: 'self-study' }), signer);
    const text = await pdfText(await certificatePdf(signed));
    expect(text).toContain(`${name} (S-1)`);
    expect(resultFileName(signed.result)).toBe(`${slug}-Pots-level-1-attempt-1.result.json`);
  });

  it("says a self-study result is not proctored, and names the class's school, class and instructor", async () => {
    const self = await pdfText(await certificatePdf(signResult(result('Ann', { mode: 'self-study' }), signer)));
    expect(self).toContain("Self-study (not proctored): taken alone on the trainee's own computer, signed with its key");
    const inClass = await pdfText(
      await certificatePdf(signResult(result('Ann', { mode: 'class', host: 'vm', school: 'Nordisk Dealerskola', className: 'Höstkurs 2026', instructor: 'Åke Lind' }), signer)),
    );
    expect(inClass).toContain("Taken in class: Höstkurs 2026, Nordisk Dealerskola; signed with the class host's key");
    expect(inClass).toContain('Instructor: Åke Lind');
    expect(inClass.join(' ')).not.toContain('host vm');
    // A host whose instructor named nothing is named itself, as before.
    expect(takenText({ mode: 'class', host: 'vm' })).toBe("Taken in class on host vm, signed with the host's key");
    expect(takenText(undefined)).toMatch(/^Self-study \(not proctored\)/);
  });

  it('shows the audition segment: game, hands, mode, accuracy, hands per hour and grade', async () => {
    const r = result('Ann', { mode: 'self-study' });
    const marks = { accuracy: 90, pace: 100 };
    const stats = { hands: 10, seconds: 1125, handsPerHour: 32, pace: 1.0667, earned: 38, possible: 40, accuracy: 0.95, byKind: [], irregularities: 2, caught: 2, missed: 0, falseCalls: 0 };
    const withSegment: ExamResult = {
      ...r,
      definition: { ...r.definition, audition: { game: 'holdem', hands: 10, mode: 'table-ready' } },
      audition: { seats: 6, stats, grade: { marks, accuracyMet: true, paceMet: true, passed: true }, passed: true },
    };
    const text = await pdfText(await certificatePdf(signResult(withSegment, signer)));
    expect(text).toContain("Audition: 10 of 10 hands of no-limit hold'em (table ready), accuracy 95 %, 32 hands an hour, passed");
    expect(text).toContain('on 2026-12-01');
    const learn = { ...withSegment, definition: { ...withSegment.definition, audition: { game: 'horse' as const, hands: 5, mode: 'learn' as const } }, audition: { ...withSegment.audition!, stats: { ...stats, hands: 5, handsPerHour: null, pace: null } } };
    expect(await pdfText(await certificatePdf(signResult(learn, signer)))).toContain('Audition: 5 of 5 hands of HORSE (learn), accuracy 95 %, untimed, passed');
    // Without a segment, no such line.
    expect((await pdfText(await certificatePdf(signResult(r, signer)))).join(' ')).not.toContain('Audition');
  });
});
