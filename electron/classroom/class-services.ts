import type { ClassEvent } from '../../shared/classroom';
import type { AuditionService } from '../audition/service';
import type { Clock } from '../exam/clock';
import type { ExamService } from '../exam/service';
import type { Logger } from '../log';
import type { RecordsService } from '../records/service';
import type { SharedRecords } from '../records/shared-records';

/** What a class needs of its host's services (services.ts builds them; the class does not import it, which imports the class). */
export interface ClassServices {
  ctx: { dataDir: string; log: Logger; clock?: Clock; onEvent?: (event: ClassEvent) => void };
  exam: ExamService;
  auditions: AuditionService;
  records: RecordsService;
  recordsDb: SharedRecords;
}
