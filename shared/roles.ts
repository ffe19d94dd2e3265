/**
 * Which roles may call each channel: the dispatcher checks the caller's role before the handler
 * runs (electron/api/dispatch.ts). TypeScript refuses a channel without its entry here.
 * `local` is the one person of the desktop app or of `npm run web`; the others are the classroom
 * host's (shared/enums.ts `roles`). A trainee's requests are further held to their own records by
 * the handlers (electron/api/caller.ts).
 */
import type { ChannelName } from './contract';
import type { Role } from './enums';

const everyone: readonly Role[] = ['local', 'instructor', 'trainee', 'pending', 'guest'];
const localOnly: readonly Role[] = ['local'];
const teaching: readonly Role[] = ['local', 'instructor'];
const practising: readonly Role[] = ['local', 'trainee'];
const examTaking: readonly Role[] = ['local', 'trainee'];
const classBrowser: readonly Role[] = ['trainee', 'pending', 'guest'];

export const channelRoles: { readonly [C in ChannelName]: readonly Role[] } = {
  'app.info': everyone,
  'app.notices': teaching,
  'settings.get': everyone,
  'settings.set': teaching,
  // Where the records go decides who receives every trainee's answers: the host's own user's call only.
  'settings.setRecordsDatabase': localOnly,
  'drill.next': practising,
  'drill.submit': practising,
  'drill.shippedHands': practising,
  'exam.definitions': teaching,
  'exam.addDefinition': teaching,
  'exam.createCode': teaching,
  'exam.decodeCode': teaching,
  'exam.start': localOnly,
  'exam.startSelfStudy': localOnly,
  // The answers of a finished exam: the desktop's own user only (a class's trainees share items with classmates still working).
  'exam.review': localOnly,
  'exam.current': examTaking,
  'exam.running': localOnly,
  'exam.submit': examTaking,
  'exam.finish': examTaking,
  'exam.result': teaching,
  'exam.exportResult': localOnly,
  'exam.certificate': teaching,
  'exam.enrolmentCode': localOnly,
  'records.trainees': teaching,
  'records.addTrainee': teaching,
  'records.progress': teaching,
  // A class's trainees are renamed, merged, archived and deleted by the instructor only.
  'records.renameTrainee': teaching,
  'records.mergeTrainees': teaching,
  'records.archiveTrainee': teaching,
  'records.traineeHoldings': teaching,
  'records.deleteTrainee': teaching,
  'records.certificates': teaching,
  'exam.reissueCertificate': teaching,
  // A class's trainee sees their own practice (the hub); handlers hold them to it.
  'records.overview': ['local', 'instructor', 'trainee'],
  'instructor.area': localOnly,
  'instructor.unlock': localOnly,
  'instructor.lock': localOnly,
  'instructor.import': teaching,
  'instructor.class': teaching,
  'instructor.classCsv': teaching,
  'instructor.classProgress': teaching,
  'instructor.verifyCertificate': teaching,
  'instructor.enrol': teaching,
  'instructor.enrolments': teaching,
  // Checks a passphrase only: setting it is the host's own user's (classroom.setPassphrase, or the terminal).
  'instructor.signIn': ['guest'],
  'instructor.signOut': ['instructor'],
  'class.me': classBrowser,
  'class.join': ['guest', 'pending'],
  // The instructor in a browser, or the desktop app's user when the app hosts the class itself.
  'class.view': teaching,
  'class.admit': teaching,
  'class.refuse': teaching,
  'class.signOut': teaching,
  'class.roster': teaching,
  'class.startExam': teaching,
  'class.extend': teaching,
  'class.endExam': teaching,
  'class.csv': teaching,
  'class.startAudition': teaching,
  'class.endAudition': teaching,
  'classroom.addresses': localOnly,
  'classroom.setPassphrase': localOnly,
  'classroom.host': localOnly,
  'classroom.stop': localOnly,
  'classroom.hosting': localOnly,
  // A trainee's own skills and day's practice (held to their own records by the handlers); the class's maps are the instructor's.
  'mastery.today': practising,
  'mastery.map': ['local', 'instructor', 'trainee'],
  'mastery.class': teaching,
  'mastery.classCsv': teaching,
  // An audition is practice (a trainee's own runs only: electron/handlers.ts); its marks and records are the instructor's.
  'audition.start': practising,
  'audition.current': practising,
  'audition.floor': practising,
  'audition.ruling': practising,
  'audition.answer': practising,
  'audition.end': practising,
  'audition.marks': teaching,
  'audition.setMarks': teaching,
  'audition.history': teaching,
};

export function mayCall(role: Role, channel: ChannelName): boolean {
  return channelRoles[channel].includes(role);
}
