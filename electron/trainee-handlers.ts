/**
 * The handlers of the trainee paths (shared/trainees.ts), a part of the one table in handlers.ts,
 * and the gate of the desktop's instructor area: where the instructor's passphrase is set, the
 * local user reaches the instructor's tools, and changes to a trainee who has taken an exam, only
 * after giving it (instructor/area.ts). A class's instructor signed in with it; a class's trainee
 * reaches none of these but their own overview (shared/roles.ts).
 */
import type { ChannelName, Req, Res } from '../shared/contract';
import type { traineeChannels } from '../shared/trainees';
import { type Caller, ownTrainee } from './api/caller';
import { ExamError } from './exam/errors';
import type { Services } from './services';

type Handler<C extends ChannelName> = (request: Req<C>, services: Services, caller: Caller) => Promise<Res<C>> | Res<C>;

/** A handler of the instructor's, refused to the local user while the instructor area is locked. */
export function instructorOnly<C extends ChannelName>(what: string, handler: Handler<C>): Handler<C> {
  return async (request, services, caller) => {
    await services.instructorArea.require(caller, what);
    return handler(request, services, caller);
  };
}

/** A change to these trainees: the instructor's once any of them has taken an exam ("a trainee cannot rename themselves after an exam"). */
async function changing(services: Services, caller: Caller, what: string, traineeIds: string[]): Promise<void> {
  if (await services.trainees.haveExams(traineeIds)) await services.instructorArea.require(caller, `${what} a trainee who has taken an exam`);
}

/** Merging or deleting takes the exams with it: not while one runs. */
async function noRunningExam(services: Services, traineeIds: string[]): Promise<void> {
  for (const id of traineeIds) {
    if ((await services.exam.runningIds(id)).length) throw new ExamError('exam-running', 'this trainee has an exam running: wait until it ends (or end it), then try again');
  }
}

export const traineeHandlers: { [C in keyof typeof traineeChannels]: Handler<C> } = {
  'records.renameTrainee': async (request, services, caller) => {
    await changing(services, caller, 'renaming', [request.traineeId]);
    return services.trainees.rename(request);
  },
  'records.mergeTrainees': async (request, services, caller) => {
    const ids = [request.intoId, request.fromId];
    await changing(services, caller, 'merging', ids);
    await noRunningExam(services, ids);
    const kept = await services.trainees.merge(request);
    services.exam.forgetSessions(); // their exams are the kept trainee's now
    return kept;
  },
  'records.archiveTrainee': (request, { trainees }) => trainees.archive(request),
  'records.traineeHoldings': (request, { trainees }) => trainees.holdings(request),
  'records.deleteTrainee': async (request, services, caller) => {
    await changing(services, caller, 'deleting', [request.traineeId]);
    await noRunningExam(services, [request.traineeId]);
    const done = await services.trainees.delete(request);
    services.exam.forgetSessions();
    return done;
  },
  'records.certificates': (request, { trainees }) => trainees.certificates(request),
  'exam.reissueCertificate': instructorOnly('issuing a certificate again', (request, { exam }) => exam.reissueCertificate(request)),
  'records.overview': (request, { trainees }, caller) => trainees.overview({ traineeId: ownTrainee(caller, request.traineeId)! }),
  'instructor.area': (_request, { instructorArea }) => instructorArea.state(),
  'instructor.unlock': async (request, { instructorArea }) => {
    await instructorArea.unlock(request.passphrase);
    return {};
  },
  'instructor.lock': (_request, { instructorArea }) => {
    instructorArea.lock();
    return {};
  },
};
