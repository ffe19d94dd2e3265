/**
 * A class exam that never surprises: the live view counts each item as it ended (answered, timed
 * out, unanswered), the end can be for one trainee, the class's certificate names the school, class
 * and instructor, and the QR code opens the join page with the class code in it.
 */
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { classCodeIn, joinLink } from '../../shared/classroom';
import { fakeClock } from '../exam/clock';
import { schoolDefinitionText } from '../exam/definitions';
import { readExamSecret } from '../exam/secret';
import { keyAnswers, pdfText } from '../exam/testing';
import type { ClassroomHost } from './host';
import { classWith, testClassroom } from './testing';

const hosts: ClassroomHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
});

async function host(clock = fakeClock(Date.UTC(2026, 11, 1, 9))) {
  const h = await testClassroom({ clock });
  hosts.push(h);
  return { h, clock };
}

/** Three quick items, a minute each, in order. */
const QUICK = schoolDefinitionText({
  title: 'Quick',
  profile: 'tournament',
  sections: [{ kind: 'min-raise', count: 3, level: 1 }],
  perItemSeconds: 60,
  totalSeconds: 600,
  passPercent: 30,
  attempts: 1,
  shuffle: false,
});

describe('a class exam on the host', () => {
  it('counts answered, timed-out and unanswered items as they ended, and ends the exam for one trainee', async () => {
    const { h, clock } = await host();
    await h.services.settings.update({ schoolName: 'Nordisk Dealerskola', className: 'Höstkurs 2026', instructorName: 'Åke Lind' });
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    const [ann] = trainees;
    const { id } = await instructor.call('exam.addDefinition', { fileName: 'quick.json', text: QUICK });
    await instructor.call('class.startExam', { definitionId: id });
    const annView = (await ann.call('class.me', {})).exam!;
    const key = keyAnswers(annView.code, 1, await readExamSecret(h.dataDir));

    // Ann answers the first item; her second is left until its minute runs out.
    clock.advance(10_000);
    const next = (await ann.call('exam.submit', { examId: annView.examId, index: 0, answer: key[0] })).view;
    expect(next.tally).toEqual({ answered: 1, late: 0, timedOut: 0, unanswered: 0, open: 2 });
    clock.advance(61_000);
    const now = await ann.call('exam.current', { examId: annView.examId });
    expect(now.item!.index).toBe(2);
    expect(now.tally).toEqual({ answered: 1, late: 0, timedOut: 1, unanswered: 0, open: 1 });
    // A late answer to the closed item is refused as closed, and says it timed out.
    const refused = await ann.send('exam.submit', { examId: annView.examId, index: 1, answer: key[1] });
    expect(refused.body).toMatchObject({ ok: false, error: { message: expect.stringContaining('timed-out') } });

    // The instructor ends Ann's exam only: her third item closes unanswered, Bo goes on.
    let view = await instructor.call('class.endExam', { traineeId: annView.traineeId });
    const row = (name: string) => view.trainees.find((t) => t.name === name)!.exam!;
    expect(row('Ann')).toMatchObject({ status: 'finished', itemCount: 3, tally: { answered: 1, late: 0, timedOut: 1, unanswered: 1, open: 0 }, percentSoFar: 33.3, passed: true });
    expect(row('Bo')).toMatchObject({ status: 'running' });
    expect(view.exam).toMatchObject({ running: 1, finished: 1 });
    // Her page shows the same: one answered, one timed out, one unanswered.
    const annResult = (await ann.call('class.me', {})).result!;
    expect(annResult.tally).toEqual({ answered: 1, late: 0, timedOut: 1, unanswered: 1, open: 0 });
    expect(annResult.items.map((i) => i.status)).toEqual(['answered', 'timed-out', 'unanswered']);
    expect((await instructor.send('class.endExam', { traineeId: annView.traineeId })).body).toMatchObject({ ok: false, error: { code: 'conflict', message: 'That trainee has no exam running.' } });

    // The end for the rest of the class: Bo's first item, shown at the start, had timed out; the two after it were never shown.
    view = await instructor.call('class.endExam', {});
    expect(row('Bo')).toMatchObject({ status: 'finished', tally: { answered: 0, late: 0, timedOut: 1, unanswered: 2, open: 0 } });

    // The CSV has the counts and the school's names; so do the certificate and its verification.
    const csv = (await instructor.call('class.csv', {})).text.split('\r\n');
    expect(csv[0]).toContain(',answered,late,timed out,unanswered,');
    expect(csv.find((line) => line.startsWith('Ann,'))).toMatch(/,yes,1,0,1,1,.*,"in class, Höstkurs 2026, Nordisk Dealerskola, instructor Åke Lind, host room-1"$/);
    const certificate = await instructor.call('exam.certificate', { examId: annView.examId });
    const text = await pdfText(certificate.pdfBase64);
    expect(text).toContain("Taken in class: Höstkurs 2026, Nordisk Dealerskola; signed with the class host's key");
    expect(text).toContain('Instructor: Åke Lind');
    const verified = await instructor.call('instructor.verifyCertificate', { verificationCode: certificate.verificationCode });
    expect(verified.row).toMatchObject({ traineeName: 'Ann', taken: 'class', host: 'room-1', school: 'Nordisk Dealerskola', className: 'Höstkurs 2026', instructor: 'Åke Lind' });
  });

  it('the QR code opens the join page with the class code filled in', async () => {
    const { h } = await host();
    const { instructor } = await classWith(h, []);
    const view = await instructor.call('class.view', {});
    expect(view.joinLink).toBe(`${h.url}#/class?code=${h.classroom.classCode}`);
    expect(classCodeIn(new URL(view.joinLink).hash)).toBe(h.classroom.classCode);
    expect(classCodeIn('#/class')).toBeNull();
    const svg = await QRCode.toString(joinLink(h.url, h.classroom.classCode), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    expect(Buffer.from(view.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8')).toBe(svg);
  });
});
