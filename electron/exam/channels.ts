/**
 * The proposed channels (shared/exam.ts examChannels) bound to an ExamService: one function per
 * channel, typed by the channel's schemas, so wiring them into electron/handlers.ts is a spread.
 * TypeScript checks here that every method takes its request and returns its response.
 */
import type { z } from 'zod';
import { examChannels } from '../../shared/exam';
import type { ExamService } from './service';

type ExamChannels = typeof examChannels;
export type ExamChannelName = keyof ExamChannels;
export type ExamHandlers = {
  [C in ExamChannelName]: (request: z.infer<ExamChannels[C]['request']>) => Promise<z.input<ExamChannels[C]['response']>> | z.input<ExamChannels[C]['response']>;
};

export function examHandlers(s: ExamService): ExamHandlers {
  return {
    'exam.definitions': () => s.definitions(),
    'exam.addDefinition': (r) => s.addDefinition(r),
    'exam.createCode': (r) => s.createCode(r),
    'exam.decodeCode': (r) => s.decodeCode(r),
    'exam.start': (r) => s.start(r),
    'exam.current': (r) => s.current(r),
    'exam.running': (r) => s.running(r),
    'exam.submit': (r) => s.submit(r),
    'exam.finish': (r) => s.finish(r),
    'exam.result': (r) => s.result(r),
    'exam.exportResult': (r) => s.exportResult(r),
    'exam.certificate': (r) => s.certificate(r),
    'records.trainees': () => s.trainees(),
    'records.addTrainee': (r) => s.addTrainee(r),
    'records.progress': (r) => s.progress(r),
    'records.notices': () => s.notices(),
    'instructor.import': (r) => s.importResults(r),
    'instructor.class': (r) => s.classRows(r),
    'instructor.classCsv': (r) => s.classCsv(r),
    'instructor.verifyCertificate': (r) => s.verifyCertificate(r),
  };
}
