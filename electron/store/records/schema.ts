/**
 * The records database's tables as Kysely sees them: one schema for both backends (SQLite and
 * PostgreSQL). Times are epoch milliseconds; answers and exam definitions are JSON text in the
 * contract's vocabulary; booleans are 0/1 integers (as the first SQLite files wrote them).
 */
import type { Generated, Kysely, Transaction } from 'kysely';

export interface TraineesTable {
  id: string;
  name: string;
  student_id: string | null;
  created_at: number;
  /** When the trainee was archived: hidden from pickers, records kept; null while in use. */
  archived_at: Generated<number | null>;
}

export interface AnswersTable {
  id: Generated<number>;
  trainee_id: string;
  kind: string;
  level: number;
  profile: string;
  seed: number;
  /** JSON of the trainee's answer (null: none given). */
  answer: string;
  earned: number;
  possible: number;
  score: number;
  seconds: number;
  answered_at: number;
  /** Set for an exam item's answer; null for practice. */
  exam_id: string | null;
  exam_index: number | null;
  /** answered, late, timed-out or unanswered. */
  status: Generated<string>;
  /** The game the item was dealt in (null: chip work, or not recorded: `rules` null). */
  variant: string | null;
  /** The speed grade: fast, normal or slow. */
  speed: string | null;
  /** JSON: each rule (reason key) the right answer needed, right or wrong as answered; null in a row recorded before mastery (derived when first read). */
  rules: string | null;
  /** Set for a task answered in an audition; null otherwise. */
  audition_id: Generated<string | null>;
}

export interface ExamsTable {
  id: string;
  trainee_id: string;
  code: string;
  seed: number;
  /** JSON of the exam definition. */
  definition: string;
  attempt: number;
  started_at: number;
  finished_at: number | null;
  percent: number | null;
  passed: number | null;
  /** The signed result file's text, once the exam is finished. */
  signed_result: string | null;
  /** Seconds the instructor added to the exam's time. */
  extra_seconds: number;
  /** The classroom host it was taken on; null for self-study. */
  host: string | null;
  /** The certificate's verification code, once the result is signed. */
  verification_code: string | null;
  /** Why its stored result cannot be trusted (read from a damaged file, it is not the signed file it was); null when sound. */
  damaged: string | null;
}

export interface ExamItemsTable {
  exam_id: string;
  idx: number;
  kind: string;
  level: number;
  /** Kept once the item is shown; null before (it comes from the code, or the host's secret, then). */
  seed: number | null;
  shown_at: number | null;
}

export interface ImportedResultsTable {
  id: Generated<number>;
  signature: string;
  key_fingerprint: string;
  verification_code: string;
  trainee_name: string;
  student_id: string | null;
  title: string;
  code: string;
  attempt: number;
  percent: number;
  passed: number;
  seconds: number;
  finished_at: string;
  /** JSON array of drill kinds. */
  weakest_kinds: string;
  file: string;
  imported_at: number;
}

/**
 * Running totals per trainee, kind and level, kept in the same transaction as each answer: a
 * class's progress is read from a few hundred rows, not from millions of answers.
 */
export interface ProgressTotalsTable {
  trainee_id: string;
  kind: string;
  level: number;
  items: number;
  score_sum: number;
  seconds_sum: number;
  last_answered_at: number;
}

/** Installation keys the instructor enrolled for self-study results: the key's enrolment code (a hash of it) and whose it is (a shared computer: one row per trainee). */
export interface EnrolledKeysTable {
  enrolment_code: string;
  name: string;
  student_id: string;
  enrolled_at: number;
}

/** A certificate's verification code that a reissue (under the trainee's new name) replaced, with the result it certified. */
export interface ReplacedCertificatesTable {
  verification_code: string;
  replaced_by: string;
  signed_result: string;
  replaced_at: number;
}

/** A trainee's scheduler card for a skill (`skill:KIND/FAMILY/LEVEL`) or a rule (`rule:KEY`): derived from the answers, JSON state (electron/mastery/cards.ts). */
export interface MasteryCardsTable {
  trainee_id: string;
  card: string;
  state: string;
  /** The trainee's write of their cards (mastery_through.seq) that last wrote this card. */
  seq: Generated<number>;
}

/** The last answer (by id) a trainee's cards include: later ones are applied when the cards are next read or written. */
export interface MasteryThroughTable {
  trainee_id: string;
  answer_id: number;
  /** Random, new each time the cards are made from nothing (the row is dropped with them); '' for cards made before it was kept. */
  lineage: Generated<string>;
  /** Counts the writes of the trainee's cards in this lineage. */
  seq: Generated<number>;
}

/** An audition run: its setup (JSON), where it was taken, and its totals once finished. */
export interface AuditionsTable {
  id: string;
  trainee_id: string;
  /** JSON of the setup (format, seats, mode, hands, rotation, profile). */
  setup: string;
  seed: number;
  /** alone, class or exam. */
  taken: string;
  exam_id: string | null;
  started_at: number;
  finished_at: number | null;
  hands: number;
  seconds: number;
  earned: number;
  possible: number;
  irregularities: number;
  caught: number;
  missed: number;
  false_calls: number;
  /** JSON of the stats (by kind, pace) and the grade, once finished. */
  result: string | null;
  passed: number | null;
}

/** What happened at the floor in an audition: each irregularity caught or missed, each ruling, each false call. */
export interface AuditionEventsTable {
  audition_id: string;
  idx: number;
  /** The hand (1 the first). */
  hand: number;
  /** caught, ruling, missed or false-call. */
  event: string;
  /** The irregularity (exposed-card, ...), or null for a false call. */
  irregularity: string | null;
  /** A ruling's answer (JSON), the trainee's; null otherwise. */
  answer: string | null;
  earned: number;
  possible: number;
  at: number;
}

export interface RecordsSchema {
  trainees: TraineesTable;
  answers: AnswersTable;
  exams: ExamsTable;
  exam_items: ExamItemsTable;
  imported_results: ImportedResultsTable;
  progress_totals: ProgressTotalsTable;
  enrolled_keys: EnrolledKeysTable;
  replaced_certificates: ReplacedCertificatesTable;
  mastery_cards: MasteryCardsTable;
  mastery_through: MasteryThroughTable;
  auditions: AuditionsTable;
  audition_events: AuditionEventsTable;
}

export type RecordsDb = Kysely<RecordsSchema>;
export type RecordsTrx = Transaction<RecordsSchema>;
export type Dialect = 'sqlite' | 'postgres';
