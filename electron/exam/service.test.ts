/** The rest of the service: school definitions, exports, certificate, the instructor's class, progress. */
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Answer } from '../../shared/drills';
import { describe, expect, it } from 'vitest';
import { schoolDefinitionText } from './definitions';
import { classCsv, csvCell } from './export';
import { enrolmentCode } from './signing';
import { keyAnswers, testService } from './testing';
import type { ExamService } from './service';
import type { fakeClock } from './clock';

async function takeExam(service: ExamService, clock: ReturnType<typeof fakeClock>, code: string, traineeId: string, wrong = 0) {
  const key = keyAnswers(code);
  let v = await service.start({ code, traineeId });
  let n = 0;
  while (v.status === 'running') {
    clock.advance(10_000);
    const i = v.item!.index;
    // A wrong answer: another item's answer of the same kind, else give up the item.
    const other = key.find((a, k) => k !== i && a.kind === key[i].kind && JSON.stringify(a) !== JSON.stringify(key[i]));
    if (n++ < wrong && other) v = (await service.submit({ examId: v.examId, index: i, answer: other })).view;
    else v = (await service.submit({ examId: v.examId, index: i, answer: key[i] })).view;
  }
  return v.examId;
}

describe('exam service', () => {
  it("keeps a school's definitions, reports broken ones, and makes codes from them", async () => {
    const { service, dataDir } = testService();
    const text = schoolDefinitionText({
      title: 'Évening class: showdown',
      profile: 'cash',
      sections: [{ kind: 'showdown-order', count: 3, level: 1 }],
      perItemSeconds: 30,
      totalSeconds: 600,
      passPercent: 80,
      attempts: 3,
      shuffle: false,
    });
    const info = await service.addDefinition({ fileName: 'Evening Class.json', text });
    expect(info).toMatchObject({ id: 'file:Evening-Class.json', builtIn: false, itemCount: 3 });
    await expect(service.addDefinition({ fileName: 'x.json', text: '{}' })).rejects.toMatchObject({ code: 'bad-definition', message: expect.stringMatching(/^x\.json: /) });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dataDir}/exams/broken.json`, '{"format": "dealer-trainer-exam"');
    const { definitions, problems } = await service.definitions();
    expect(definitions.map((d) => d.id)).toEqual(['builtin:pots-1', 'builtin:raises-1', 'builtin:dealer-certification', 'builtin:holdem-table-ready', 'file:Evening-Class.json']);
    expect(problems).toEqual([{ file: 'broken.json', message: expect.stringMatching(/broken\.json: not valid JSON/) }]);
    const code = await service.createCode({ definitionId: info.id, seed: 5 });
    expect(code.definition).toEqual(info.definition);
    expect(service.decodeCode({ code: code.code.toLowerCase() })).toEqual(code);
    await expect(service.createCode({ definitionId: 'file:nope.json' })).rejects.toMatchObject({ code: 'bad-request' });
    expect(readFileSync(`${dataDir}/exams/Evening-Class.json`, 'utf8')).toBe(text);
  });

  it('exports a passed result, a certificate, and the class for the instructor', async () => {
    const { service, records, clock, close } = testService();
    const { code } = await service.createCode({ definitionId: 'builtin:raises-1', seed: 3 });
    const ann = await records.addTrainee({ name: 'Ann, "the dealer"', studentId: '=1+1' });
    const bo = await records.addTrainee({ name: 'Bo', studentId: 'S-2' });
    const annExam = await takeExam(service, clock, code, ann.id);
    const boExam = await takeExam(service, clock, code, bo.id, 4);
    const annFile = await service.exportResult({ examId: annExam });
    const boFile = await service.exportResult({ examId: boExam });
    expect(annFile.fileName).toBe('Ann-the-dealer-Raises-and-pot-limit-level-1-attempt-1.result.json');

    const cert = await service.certificate({ examId: annExam });
    const pdf = Buffer.from(cert.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Raises and pot limit, level 1: Ann, "the dealer"');
    expect(cert.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await service.certificate({ examId: annExam })).pdfBase64).toBe(cert.pdfBase64); // same result, same file
    await expect(service.certificate({ examId: boExam })).rejects.toMatchObject({ code: 'not-passed' });

    // The instructor (another installation) imports both, one twice, and a changed one: from a key
    // never enrolled, nothing is accepted; once the trainees' computer is enrolled, each for their own.
    const other = testService();
    const instructor = other.instructor;
    const tampered = annFile.text.replace('"passed": true', '"passed": false');
    const before = await instructor.importResults({ files: [{ name: 'ann.json', text: annFile.text }] });
    expect(before.verdicts[0]).toMatchObject({ ok: false, messages: [expect.stringMatching(/^it is signed by a key that was never enrolled/)] });
    // One computer, two trainees: each has a key of their own, and the instructor enrols each for its trainee.
    const annKey = enrolmentCode(await service.publicKey(ann.id));
    const boKey = enrolmentCode(await service.publicKey(bo.id));
    expect(boKey).not.toBe(annKey);
    expect(enrolmentCode(await service.publicKey(ann.id))).toBe(annKey); // kept, not made again
    await instructor.enrol({ enrolmentCode: annKey.toLowerCase(), name: 'Ann', studentId: '=1+1' });
    const onlyAnn = await instructor.importResults({ files: [{ name: 'bo.json', text: boFile.text }] });
    expect(onlyAnn.verdicts[0].messages).toEqual([`it is signed by a key that was never enrolled (enrolment code ${boKey}): enrol the trainee's computer first`]);
    await instructor.enrol({ enrolmentCode: boKey, name: 'Bo', studentId: 'S-2' });
    const { verdicts } = await instructor.importResults({
      files: [
        { name: 'ann.json', text: annFile.text },
        { name: 'bo.json', text: boFile.text },
        { name: 'ann-again.json', text: annFile.text },
        { name: 'ann-changed.json', text: tampered },
        { name: 'notes.txt', text: 'hello' },
      ],
    });
    expect(verdicts.map((v) => [v.file, v.ok, v.duplicate])).toEqual([
      ['ann.json', true, false],
      ['bo.json', true, false],
      ['ann-again.json', true, true],
      ['ann-changed.json', false, false],
      ['notes.txt', false, false],
    ]);
    expect(verdicts[0]).toMatchObject({ verificationCode: cert.verificationCode, percent: 100, messages: [expect.stringMatching(/^self-study \(not proctored\): signed by key [0-9a-f:]+, enrolled for student =1\+1$/)] });
    expect(verdicts[3].messages).toEqual(['the signature does not match: the result was changed after it was signed']);
    expect(verdicts[4].messages[0]).toMatch(/not a result file: not valid JSON/);

    const { rows } = await instructor.classRows({ code: code.toLowerCase() });
    expect(rows.map((r) => [r.traineeName, r.passed])).toEqual([
      ['Ann, "the dealer"', true],
      ['Bo', false],
    ]);
    expect(rows[1].weakestKinds.length).toBeGreaterThan(0);
    expect(rows[1].percent).toBeLessThan(90);
    expect((await instructor.verifyCertificate({ verificationCode: cert.verificationCode.toLowerCase() })).row).toMatchObject({ traineeName: 'Ann, "the dealer"', percent: 100 });
    expect((await instructor.verifyCertificate({ verificationCode: 'AAAA-BBBB-CCCC' })).row).toBeNull();
    const csv = (await instructor.classCsv({})).text;
    expect(csv.startsWith('\uFEFFname,student id,exam,')).toBe(true);
    expect(csv).toContain(`"Ann, ""the dealer""",'=1+1,"Raises and pot limit, level 1",${code},1,100.0,yes,15,0,0,0,`);
    expect(rows[0].tally).toEqual({ answered: 15, late: 0, timedOut: 0, unanswered: 0, open: 0 });
    expect(csv).toContain(',self-study (not proctored)\r\n');
    expect(csv.split('\r\n')).toHaveLength(4);
    await Promise.all([close(), other.close()]);
  });

  it('marks a self-study result "not proctored" everywhere, and a school may count only class results', async () => {
    const trainee = testService();
    const school = testService();
    const { code } = await trainee.service.createCode({ definitionId: 'builtin:raises-1', seed: 7 });
    const ann = await trainee.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    const examId = await takeExam(trainee.service, trainee.clock, code, ann.id);
    const result = await trainee.service.result({ examId });
    expect(result.taken).toEqual({ mode: 'self-study' });
    const file = await trainee.service.exportResult({ examId });
    const { verificationCode } = await trainee.service.certificate({ examId });
    await school.instructor.enrol({ enrolmentCode: enrolmentCode(await trainee.service.publicKey(ann.id)), name: 'Ann', studentId: 'S-1' });

    // The school counts only class results: the same file is refused, and says why.
    await school.services.settings.update({ onlyClassResults: true });
    const refused = (await school.instructor.importResults({ files: [{ name: 'ann.json', text: file.text }] })).verdicts[0];
    expect(refused).toMatchObject({ ok: false, messages: ['this school counts only results taken in class: a self-study result (not proctored) is not imported'] });
    expect((await school.instructor.classRows({})).rows).toEqual([]);

    // Counting self-study results again: imported, and marked as not proctored in the verdict, the class, the CSV and the verification.
    await school.services.settings.update({ onlyClassResults: false });
    const verdict = (await school.instructor.importResults({ files: [{ name: 'ann.json', text: file.text }] })).verdicts[0];
    expect(verdict).toMatchObject({ ok: true, messages: [expect.stringMatching(/^self-study \(not proctored\): /)] });
    expect((await school.instructor.classRows({})).rows).toEqual([expect.objectContaining({ taken: 'self-study', host: null, school: null })]);
    expect((await school.instructor.classCsv({})).text).toMatch(/,self-study \(not proctored\)\r\n$/);
    expect(await school.instructor.verifyCertificate({ verificationCode })).toMatchObject({ row: { taken: 'self-study', traineeName: 'Ann' }, onlyClassResults: false });
    // Turned on after the import: the verification says this school does not count it.
    await school.services.settings.update({ onlyClassResults: true });
    expect(await school.instructor.verifyCertificate({ verificationCode })).toMatchObject({ row: { taken: 'self-study' }, onlyClassResults: true });
    await Promise.all([trainee.close(), school.close()]);
  });

  it('starts a self-study exam straight from a definition, and reviews its items with the answers only once it is over', async () => {
    const { service, records, clock, close } = testService();
    const ann = await records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    const bo = await records.addTrainee({ name: 'Bo', studentId: 'S-2' });
    const v = await service.startSelfStudy({ definitionId: 'builtin:raises-1', traineeId: ann.id });
    expect(service.decodeCode({ code: v.code })).toMatchObject({ builtIn: 'raises-1', hosted: false });
    // Asked again: the same exam resumed, not a second attempt; another trainee has a code of their own.
    expect((await service.startSelfStudy({ definitionId: 'builtin:raises-1', traineeId: ann.id })).examId).toBe(v.examId);
    expect((await service.startSelfStudy({ definitionId: 'builtin:raises-1', traineeId: bo.id })).code).not.toBe(v.code);
    // No answer while the exam runs.
    await expect(service.review({ examId: v.examId, index: 0 })).rejects.toMatchObject({ code: 'not-finished' });

    const key = keyAnswers(v.code);
    clock.advance(5_000);
    // Its first amount one chip off (the items' order is shuffled by the code: any of the three kinds).
    const copy = structuredClone(key[0]) as Record<string, unknown>;
    const field = Object.keys(copy).find((k) => typeof copy[k] === 'number')!;
    const wrong = { ...copy, [field]: (copy[field] as number) + 1 } as Answer;
    await service.submit({ examId: v.examId, index: 0, answer: wrong });
    clock.advance(5_000);
    await service.submit({ examId: v.examId, index: 1, answer: key[1] });
    await service.finish({ examId: v.examId });

    const first = await service.review({ examId: v.examId, index: 0 });
    expect(first).toMatchObject({ index: 0, itemCount: 15, kind: v.item!.kind, status: 'answered', given: wrong, answer: key[0], seconds: 5 });
    expect(first.earned).toBeLessThan(first.possible);
    expect(first.mistakes.length).toBeGreaterThan(0);
    expect(first.explanation.length).toBeGreaterThan(0);
    expect(first.question).toEqual(v.item!.question);
    const second = await service.review({ examId: v.examId, index: 1 });
    expect(second).toMatchObject({ status: 'answered', mistakes: [], earned: second.possible });
    // Never answered: the engine's answer and reasons all the same, nothing marked wrong.
    const last = await service.review({ examId: v.examId, index: 14 });
    expect(last).toMatchObject({ status: 'unanswered', given: null, mistakes: [], earned: 0, answer: key[14] });
    await expect(service.review({ examId: v.examId, index: 15 })).rejects.toMatchObject({ code: 'bad-request' });
    // Taken again: the next attempt of the same code.
    expect(await service.startSelfStudy({ definitionId: 'builtin:raises-1', traineeId: ann.id })).toMatchObject({ code: v.code, attempt: 2 });
    await close();
  });

  it('CSV cells are quoted and formula-safe', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(classCsv([])).toBe('\uFEFFname,student id,exam,code,attempt,score %,passed,answered,late,timed out,unanswered,minutes,finished (UTC),weakest kinds,verification code,key fingerprint,audition hands,audition accuracy %,audition hands an hour,audition passed,taken\r\n');
  });

  it('progress: accuracy and speed per kind over time, and weak spots', async () => {
    const { records, clock, close } = testService();
    const t = await records.addTrainee({ name: 'Cy' });
    const day = 86_400_000;
    const drill = (kind: 'gather' | 'min-raise', score: number, seconds: number) =>
      records.recordPractice(t.id, { kind, level: 1, profile: 'cash', seed: 1, answer: answers[kind], earned: score, possible: 1, score, seconds, unfinished: false });
    const answers: Record<'gather' | 'min-raise', Answer> = { gather: { kind: 'gather', returned: [], pots: [] }, 'min-raise': { kind: 'min-raise', min_raise_to: 200 } };
    expect(await drill('gather', 1, 5)).toEqual({ status: 'saved' });
    for (let i = 1; i < 4; i++) await drill('gather', 1, 5);
    for (let i = 0; i < 4; i++) await drill('min-raise', i % 2, 3);
    clock.advance(day);
    for (let i = 0; i < 5; i++) await drill('gather', 1, 40); // right but slow (normal is 25 s at level 1)
    const p = await records.progress({ traineeId: t.id });
    expect(p.kinds).toEqual([
      { kind: 'gather', points: [{ date: '2026-01-01', items: 4, accuracy: 1, medianSeconds: 5 }, { date: '2026-01-02', items: 5, accuracy: 1, medianSeconds: 40 }] },
      { kind: 'min-raise', points: [{ date: '2026-01-01', items: 4, accuracy: 0.5, medianSeconds: 3 }] },
    ]);
    expect(p.weakSpots).toEqual([
      { kind: 'min-raise', level: 1, items: 4, accuracy: 0.5, medianSeconds: 3, reasons: ['accuracy'] },
      { kind: 'gather', level: 1, items: 9, accuracy: 1, medianSeconds: 40, reasons: ['speed'] },
    ]);
    expect((await records.progress({ traineeId: t.id, bucket: 'week' })).kinds[0].points).toEqual([{ date: '2025-12-29', items: 9, accuracy: 1, medianSeconds: 40 }]);
    // Weeks run Monday to Sunday: Sunday the 4th is in the week of the 29th, Monday the 5th starts one.
    clock.set(Date.UTC(2026, 0, 4, 23, 59));
    await drill('min-raise', 1, 3);
    clock.set(Date.UTC(2026, 0, 5, 0, 1));
    await drill('min-raise', 1, 3);
    const weeks = (await records.progress({ traineeId: t.id, bucket: 'week' })).kinds[1].points;
    expect(weeks.map((w) => [w.date, w.items])).toEqual([['2025-12-29', 5], ['2026-01-05', 1]]);
    await expect(records.progress({ traineeId: 'nobody' })).rejects.toMatchObject({ code: 'unknown-trainee' });
    // An answer that cannot be recorded says why; nothing is thrown at the feedback.
    expect(await records.recordPractice('nobody', { kind: 'gather', level: 1, profile: 'cash', seed: 1, answer: answers.gather, earned: 0, possible: 1, score: 0, seconds: 1, unfinished: false })).toEqual({
      status: 'failed',
      message: 'there is no trainee nobody',
    });
    expect(await records.recordPractice(undefined, { kind: 'gather', level: 1, profile: 'cash', seed: 1, answer: answers.gather, earned: 0, possible: 1, score: 0, seconds: 1, unfinished: false })).toEqual({ status: 'guest' });
    await close();
  });
});
