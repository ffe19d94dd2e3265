/**
 * The one table channel -> handler. Each handler gets the request dispatch has validated
 * (api/dispatch.ts) and the host's services (services.ts), and returns the response; TypeScript
 * refuses a channel of the contract without its handler. Never imports electron, nor any host: a
 * capability only a host has is handed in when the table is built (HostPorts).
 */
import type { ChannelName, Notice, Req, Res, Settings } from '../shared/contract';
import { Answer } from '../shared/drills';
import { type Caller, ownExam, ownTrainee } from './api/caller';
import { appMeta } from './app-meta';
import { lanAddresses } from './classroom/addresses';
import type { Classroom } from './classroom/classroom';
import { Passphrase } from './classroom/passphrase';
import { LOCAL_OWNER } from './drills/service';
import { listShippedHands, shippedTitle } from './drills/shipped';
import { ApiFailure } from './errors';
import { ExamError } from './exam/errors';
import { recordedFacts } from './mastery/facts';
import type { ExamSkills } from './mastery/service';
import { enrolmentCode } from './exam/signing';
import type { Services } from './services';
import { instructorOnly, traineeHandlers } from './trainee-handlers';

type Handler<C extends ChannelName> = (request: Req<C>, services: Services, caller: Caller) => Promise<Res<C>> | Res<C>;
export type HandlerTable = { [C in ChannelName]: Handler<C> };

/** What a host hands the handlers when it builds them: capabilities only it has. */
export interface HostPorts {
  /** Hosting a class in this process, on the address given (the desktop app: electron/desktop.ts); without it, classroom.host is refused. */
  hostClass?: (services: Services, at: { address: string; port: number }) => Promise<NonNullable<Services['hosting']>>;
}

/** The table for a host that hands in nothing (the web and classroom hosts, the tests). */
export const handlers: HandlerTable = {
  'app.info': async (_request, services, caller) => ({
    ...appMeta,
    host: services.ctx.host,
    role: caller.role,
    passphraseSet: services.classroom ? await services.classroom.passphraseSet() : null,
  }),
  'app.notices': async (_request, services) => ({ notices: await notices(services) }),
  // A browser needs the language, not the school's database address (it may hold a password; only the local user changes it).
  'settings.get': async (_request, { settings }, caller) => hideDatabase(await settings.get(), caller),
  'settings.set': async (patch, { settings }, caller) => hideDatabase(await settings.update(patch), caller),
  'settings.setRecordsDatabase': (request, { settings }) => settings.update(request),
  // The trainee's rule profile applies unless the request names one.
  'drill.next': async (request, services, caller) => {
    // A seed or a hand's PHH text names the item: either could be an exam item's.
    await practiceAllowed(services, caller, { named: request.seed !== undefined || (request.hand !== undefined && 'phh' in request.hand) });
    const profile = request.profile ?? (await services.settings.get()).ruleProfile;
    return services.drills.next({ ...request, profile }, itemOwner(caller));
  },
  // A chosen trainee's answer is in their records before the feedback goes out, or the feedback says why not.
  'drill.submit': async (request, services, caller) => {
    const traineeId = ownTrainee(caller, request.traineeId);
    await practiceAllowed(services, caller, { traineeId, named: false });
    const { drills, records } = services;
    const result = drills.submit(request, itemOwner(caller));
    const record = await records.recordPractice(traineeId, {
      ...result,
      answer: Answer.parse(request.answer),
      unfinished: result.next !== undefined,
      facts: recordedFacts(result),
    });
    return { ...result, record };
  },
  'drill.shippedHands': async (_request, services, caller) => {
    await practiceAllowed(services, caller, { named: false });
    return { hands: listShippedHands().map((hand) => ({ id: hand.id, title: shippedTitle(hand.id), variant: hand.variant })) };
  },
  'exam.definitions': (_request, { exam }) => exam.definitions(),
  'exam.addDefinition': (request, { exam }) => exam.addDefinition(request),
  'exam.createCode': instructorOnly<'exam.createCode'>('making an exam code', (request, { exam }) => exam.createCode(request)),
  'exam.decodeCode': (request, { exam }) => exam.decodeCode(request),
  'exam.start': (request, { exam }) => exam.start(request),
  'exam.startSelfStudy': (request, { exam }) => exam.startSelfStudy(request),
  'exam.review': (request, { exam }) => exam.review(request),
  'exam.current': async (request, { exam }, caller) => {
    await ownExam(caller, () => exam.owner(request.examId));
    return exam.current(request);
  },
  'exam.running': (request, { exam }) => exam.running(request),
  'exam.submit': async (request, { exam }, caller) => {
    await ownExam(caller, () => exam.owner(request.examId));
    return exam.submit(request);
  },
  'exam.finish': async (request, { exam }, caller) => {
    await ownExam(caller, () => exam.owner(request.examId));
    return exam.finish(request);
  },
  'exam.result': (request, { exam }) => exam.result(request),
  'exam.exportResult': (request, { exam }) => exam.exportResult(request),
  'exam.certificate': (request, { exam }) => exam.certificate(request),
  'records.trainees': (request, { records }) => records.trainees(request),
  'records.addTrainee': (request, { records }) => records.addTrainee(request),
  'records.progress': (request, { records }) => records.progress(request),
  ...traineeHandlers,
  'instructor.import': instructorOnly<'instructor.import'>('importing results', (request, { instructor }) => instructor.importResults(request)),
  'instructor.class': instructorOnly<'instructor.class'>('the class results', (request, { instructor }) => instructor.classRows(request)),
  'instructor.classCsv': instructorOnly<'instructor.classCsv'>('the class results', (request, { instructor }) => instructor.classCsv(request)),
  'instructor.classProgress': instructorOnly<'instructor.classProgress'>("the class's progress", (request, { instructor }) => instructor.classProgress(request)),
  'instructor.verifyCertificate': instructorOnly<'instructor.verifyCertificate'>('verifying a certificate', (request, { instructor }) => instructor.verifyCertificate(request)),
  'exam.enrolmentCode': async (request, { exam }) => ({ enrolmentCode: enrolmentCode(await exam.publicKey(request.traineeId)) }),
  'instructor.enrol': instructorOnly<'instructor.enrol'>('enrolling a computer', (request, { instructor }) => instructor.enrol(request)),
  'instructor.enrolments': instructorOnly<'instructor.enrolments'>('the enrolled computers', (_request, { instructor }) => instructor.enrolments()),
  'instructor.signIn': (request, services, caller) => classroom(services).signIn(caller, request.passphrase),
  'instructor.signOut': (_request, services, caller) => classroom(services).signOut(caller),
  'class.me': (_request, services, caller) => classroom(services).me(caller),
  'class.join': (request, services, caller) => classroom(services).join(caller, request),
  'class.view': (_request, services) => classroom(services).view(),
  'class.admit': (request, services) => classroom(services).admit(request.requestIds),
  'class.refuse': (request, services) => classroom(services).refuse(request.requestIds),
  'class.signOut': (request, services) => classroom(services).signOutTrainee(request.traineeId),
  'class.roster': (request, services) => classroom(services).setRoster(request.entries),
  'class.startExam': (request, services) => classroom(services).startExam(request),
  'class.extend': (request, services) => classroom(services).extend(request),
  'class.endExam': (request, services) => classroom(services).endExam(request),
  'class.csv': (_request, services) => classroom(services).csv(),
  'class.startAudition': async (request, services) => (await classroom(services).auditions.start(request.setup, request.traineeIds, request.seed), {}),
  'class.endAudition': async (request, services) => (await classroom(services).auditions.end(request.traineeId), {}),
  'classroom.addresses': () => ({ addresses: [...lanAddresses(), '127.0.0.1'] }),
  'classroom.setPassphrase': async (request, services) => {
    await new Passphrase(services.ctx.dataDir).set(request.passphrase);
    return {};
  },
  'classroom.host': (request, services) => hostClass({}, services, request),
  'classroom.stop': async (_request, services) => {
    await services.hosting?.stop();
    services.hosting = undefined;
    return {};
  },
  'classroom.hosting': async (_request, services) => ({ url: services.hosting?.url ?? null, passphraseSet: await new Passphrase(services.ctx.dataDir).isSet() }),
  'mastery.today': (request, { mastery }, caller) => mastery.today({ traineeId: ownTrainee(caller, request.traineeId)! }),
  'mastery.map': (request, { mastery }, caller) => mastery.map({ traineeId: ownTrainee(caller, request.traineeId)! }),
  'mastery.class': async (request, services) => services.mastery.classMap(request, await examSkills(services, request.definitionId)),
  'mastery.classCsv': async (request, services) => services.mastery.classCsv(request, await examSkills(services, request.definitionId)),
  // An audition is practice: closed to a trainee during their exam (but for the exam's own audition segment), and by its seed while any exam runs.
  'audition.start': async (request, services, caller) => {
    const traineeId = ownTrainee(caller, request.traineeId);
    await practiceAllowed(services, caller, { traineeId, named: request.seed !== undefined });
    return services.auditions.start({ ...request, traineeId });
  },
  'audition.current': (request, { auditions }, caller) => auditions.current(request.runId, traineeOf(caller)),
  'audition.floor': async (request, services, caller) => {
    await auditionAllowed(services, caller, request.runId);
    return services.auditions.floor(request.runId, request.at, traineeOf(caller));
  },
  'audition.ruling': async (request, services, caller) => {
    await auditionAllowed(services, caller, request.runId);
    return services.auditions.ruling(request.runId, request.answer, traineeOf(caller));
  },
  'audition.answer': async (request, services, caller) => {
    await auditionAllowed(services, caller, request.runId);
    return services.auditions.answer(request.runId, request.answer, traineeOf(caller));
  },
  'audition.end': (request, { auditions }, caller) => auditions.end(request.runId, traineeOf(caller)),
  'audition.marks': (_request, { auditions }) => auditions.marks(),
  'audition.setMarks': (request, { auditions }) => auditions.setMarks(request),
  'audition.history': (request, { auditions }) => auditions.history(request.traineeId),
};

/** The table for a host with these capabilities. */
export const createHandlers = (ports: HostPorts = {}): HandlerTable => ({
  ...handlers,
  'classroom.host': (request, services) => hostClass(ports, services, request),
});

/** A trainee is held to their own runs; the local user and the instructor are not. */
const traineeOf = (caller: Caller): string | undefined => (caller.role === 'trainee' ? caller.traineeId : undefined);

/** An exam definition's skills, for readiness (none asked: undefined). */
async function examSkills({ exam }: Services, definitionId: string | undefined): Promise<ExamSkills | undefined> {
  if (definitionId === undefined) return undefined;
  const found = (await exam.definitions()).definitions.find((d) => d.id === definitionId);
  if (!found) throw new ApiFailure('not-found', `There is no exam definition ${definitionId}.`);
  return { id: found.id, title: found.definition.title, sections: found.definition.sections };
}

/** The desktop app hosts a class itself, on the address its user chose (`npm run web` stays one person's, on 127.0.0.1). */
async function hostClass(ports: HostPorts, services: Services, request: { address: string; port?: number }): Promise<{ url: string }> {
  const { ctx } = services;
  if (!ports.hostClass || ctx.host !== 'electron' || !ctx.staticDir) throw new ApiFailure('forbidden', 'Only the desktop app hosts a class from here; otherwise run npm run classroom.');
  if (services.hosting) return { url: services.hosting.url };
  if (![...lanAddresses(), '127.0.0.1'].includes(request.address)) throw new ApiFailure('bad-request', `${request.address} is not an address of this computer.`);
  // Otherwise the first browser to sign in would be the instructor.
  if (!(await new Passphrase(ctx.dataDir).isSet())) throw new ApiFailure('conflict', "Set the instructor's passphrase before hosting a class.");
  services.hosting = await ports.hostClass(services, { address: request.address, port: request.port ?? 0 });
  return { url: services.hosting.url };
}

/** Whose drill items these are: a trainee's own, or the host's one local user's (shared/roles.ts lets no one else practise). */
const itemOwner = (caller: Caller): string => caller.traineeId ?? LOCAL_OWNER;

function hideDatabase(settings: Settings, caller: Caller): Settings {
  return caller.role === 'local' ? settings : { ...settings, recordsDatabase: null };
}

function classroom(services: Services): Classroom {
  if (!services.classroom) throw new ApiFailure('forbidden', 'This host does not host a class.');
  return services.classroom;
}

/**
 * Practice is closed to a trainee whose exam is running (in class, or named by the local user's
 * drill.submit); and a drill named by its seed or by a hand's PHH text is refused to anyone while
 * any exam runs on the host: either could be an exam item, asked again to be scored.
 */
async function practiceAllowed({ exam }: Services, caller: Caller, ask: { traineeId?: string; named: boolean }): Promise<void> {
  const traineeId = caller.role === 'trainee' ? caller.traineeId : ask.traineeId;
  if (traineeId !== undefined && (await exam.runningIds(traineeId)).length) {
    throw new ExamError('practice-during-exam', caller.role === 'trainee' ? 'practice is closed while your exam is running' : 'practice is closed to this trainee while their exam is running');
  }
  if (ask.named && (await exam.runningIds()).length) {
    throw new ExamError('practice-during-exam', 'a drill by its seed or from PHH text is refused while an exam is running on this host');
  }
}


/** A run's tasks are practice, closed as practice is, unless the run is an exam's audition segment (held to its trainee as any run). */
async function auditionAllowed(services: Services, caller: Caller, runId: string): Promise<void> {
  if (services.auditions.examOf(runId) === null) await practiceAllowed(services, caller, { named: false });
}

/** What the host found at launch: a damaged or newer settings file, damaged or unusable records. */
async function notices({ settings, recordsDb }: Services): Promise<Notice[]> {
  // Loading is what finds a damaged file; if loading fails, settings.get reports why.
  await settings.get().catch(() => undefined);
  return [...settings.settingsNotices, ...(await recordsDb.notices())];
}
