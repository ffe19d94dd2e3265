/** What a practice session is asked to run, who runs it, and what it keeps of each item: read by the session and its summary. */
import type { DrillKind, DrillNextRequest, DrillSubmitResponse } from '../../shared/drills';
import type { Trainee } from '../../shared/exam';
import type { HandTitle } from './hand-title';

export interface SessionConfig {
  kinds: DrillKind[];
  level: 1 | 2 | 3;
  count: number;
  /** Seconds per item; 0 for none. */
  timeLimit: number;
  /** Whole hand only: a real hand (shipped, by id; or PHH text the trainee opened) instead of a generated one. */
  hand?: DrillNextRequest['hand'];
  /** A real hand's title, shown where a generated hand shows its number. */
  title?: HandTitle;
  /** The first item's seed (an item's address), and a rule profile other than the settings'. */
  seed?: number;
  profile?: 'cash' | 'tournament';
  /** Each item's own kind, level, game family and rule (Today's practice, a skill from the map); it overrides `kinds` and `level`. */
  plan?: readonly PlannedItem[];
}

export type PlannedItem = Pick<DrillNextRequest, 'kind' | 'level' | 'family'> & { rule?: string | null };

/** Who is practising: a trainee whose answers join their records, or a guest whose answers are not recorded. */
export type Who = { guest: true } | { guest: false; trainee: Pick<Trainee, 'id' | 'name'> };

export interface Done {
  kind: DrillKind;
  result: DrillSubmitResponse;
}
