/**
 * The long-lived services of one host process (the desktop app, a web host), built once and
 * shared by every request: settings, drills, and the records, exam and instructor services over
 * one records database.
 */
import type { HostKind } from '../shared/contract';
import { defaultSettings } from '../shared/contract';
import type { ClassEvent } from '../shared/classroom';
import { createMarksStore } from './audition/marks';
import { AuditionService } from './audition/service';
import type { Classroom } from './classroom/classroom';
import { createDrillService } from './drills/service';
import type { Clock } from './exam/clock';
import { systemClock } from './exam/clock';
import type { ClassNames } from './exam/result';
import { damagedExamRow } from './exam/rows';
import { ExamService } from './exam/service';
import { InstructorArea } from './instructor/area';
import { InstructorService } from './instructor/service';
import type { Logger } from './log';
import { MasteryService } from './mastery/service';
import { RecordsService } from './records/service';
import { SharedRecords } from './records/shared-records';
import { privateFolder } from './store/private-files';
import { TraineePaths } from './records/trainee-paths';
import { recordsTarget } from './store/records/open';
import { createSettingsStore, type SettingsStore } from './store/settings';

/** What a host tells the services about itself. */
export interface HostContext {
  host: HostKind;
  /** The user-data folder: Electron's userData, or the web host's --data-dir. */
  dataDir: string;
  log: Logger;
  /** A PostgreSQL address given on the command line; it wins over the setting. */
  database?: string;
  clock?: Clock;
  /** How long a records write waits for another process's (tests shorten it). */
  busyMs?: number;
  /** better-sqlite3's addon built for this runtime, when not node_modules' own. */
  nativeBinding?: string;
  /** The built renderer, for a class hosted by this process (the desktop app: "host a class"). */
  staticDir?: string;
  /** Where a class hosted in this process pushes its live view for the local user (the desktop app's window). */
  onEvent?: (event: ClassEvent) => void;
}

export interface Services {
  ctx: HostContext;
  settings: SettingsStore;
  drills: ReturnType<typeof createDrillService>;
  records: RecordsService;
  /** Trainees renamed, merged, archived, deleted; a trainee's practice at a glance. */
  trainees: TraineePaths;
  exam: ExamService;
  instructor: InstructorService;
  /** The desktop's instructor area and its passphrase lock. */
  instructorArea: InstructorArea;
  mastery: MasteryService;
  auditions: AuditionService;
  /** The records database the three services share (app.notices asks it what opening found). */
  recordsDb: SharedRecords;
  /** The class this host serves, once it hosts one (classroom/host.ts sets it). */
  classroom?: Classroom;
  /** The class the desktop app hosts in this process, while it does (handed to the handlers: electron/desktop.ts). */
  hosting?: { url: string; stop(): Promise<void> };
  /** Waits for settings saves in flight and closes the records. */
  close(): Promise<void>;
}

export function createServices(ctx: HostContext): Services {
  const { log } = ctx;
  try {
    privateFolder(ctx.dataDir);
  } catch (error) {
    log.warn(`The data folder ${ctx.dataDir} could not be made: ${error instanceof Error ? error.message : String(error)}`); // the records and settings say what follows
  }
  const clock = ctx.clock ?? systemClock;
  const settings = createSettingsStore(ctx.dataDir, log);
  // What the services read of the settings; a settings file that cannot be read gives the defaults.
  const current = () => settings.get().catch(() => defaultSettings);
  const classNames = async (): Promise<ClassNames> => {
    const s = await current();
    return { school: s.schoolName, className: s.className, instructor: s.instructorName };
  };
  const shared = new SharedRecords(
    async () => recordsTarget(ctx.dataDir, ctx.database ?? (await current()).recordsDatabase),
    { log, busyMs: ctx.busyMs, nativeBinding: ctx.nativeBinding, checkSalvaged: damagedExamRow },
  );
  const auditions = new AuditionService({ records: shared, clock, marks: createMarksStore(ctx.dataDir, log), log });
  return {
    ctx,
    settings,
    drills: createDrillService(),
    records: new RecordsService(shared, clock, log),
    trainees: new TraineePaths(shared, clock),
    exam: new ExamService({ dataDir: ctx.dataDir, records: shared, clock, log, classNames, auditions }),
    instructor: new InstructorService(shared, () => clock.now(), async () => (await current()).onlyClassResults),
    instructorArea: new InstructorArea(ctx.dataDir),
    mastery: new MasteryService(shared, () => clock.now()),
    auditions,
    recordsDb: shared,
    async close() {
      await this.hosting?.stop();
      this.classroom?.close();
      await Promise.allSettled([settings.flush(), shared.close()]);
    },
  };
}
