/**
 * Trainees' cards as parsed, kept between reads (issue 31: Today's practice is chosen after every
 * answer, and parsing a trainee's hundreds of cards took most of that time). An entry is used
 * only while the records say the cards are still at the write it holds (their lineage and count,
 * mastery-tables.ts cardsVersions); when the count has gone on, only the cards written since are
 * read; in another lineage (the cards were dropped and made again: a merge, a rebuild) or gone
 * (a deleted trainee), all are read again. So whatever changed the cards (this host's answers,
 * another host's on a shared PostgreSQL, a merge, a delete) the next read sees it, without any of
 * those paths knowing of this cache.
 */
import { setBounded } from '../lru';
import { type CardRow, type CardsVersion, cardRows, cardRowsSince } from '../store/records/mastery-tables';
import type { RecordsDb } from '../store/records/schema';
import type { RuleCard, SkillCard } from './cards';
import type { Cards } from './plan';

interface Entry {
  lineage: string | null;
  seq: number;
  cards: Cards;
}

/** Trainees kept at most, the least recently read dropped first: a class or two. */
const KEPT = 128;

export class CardCache {
  private readonly entries = new Map<string, Entry>();

  /** The cards of each trainee at the version given (read after their catch-up). */
  async cards(db: RecordsDb, versions: readonly CardsVersion[]): Promise<Map<string, Cards>> {
    const out = new Map<string, Cards>();
    const whole: CardsVersion[] = [];
    for (const v of versions) {
      const entry = this.entries.get(v.traineeId);
      const same = entry !== undefined && entry.lineage === v.lineage;
      let next: Entry | undefined;
      if (v.lineage === null) next = { lineage: null, seq: 0, cards: noCards() };
      else if (same && entry.seq === v.seq) next = entry;
      else if (same && entry.seq < v.seq) next = { lineage: v.lineage, seq: v.seq, cards: withRows(entry.cards, await cardRowsSince(db, v.traineeId, entry.seq)) };
      if (next) this.keep(v.traineeId, next, out);
      else whole.push(v);
    }
    const rows = new Map<string, CardRow[]>(whole.map((v) => [v.traineeId, []]));
    for (const row of await cardRows(db, [...rows.keys()])) rows.get(row.trainee_id)!.push(row);
    for (const v of whole) this.keep(v.traineeId, { lineage: v.lineage, seq: v.seq, cards: withRows(noCards(), rows.get(v.traineeId)!) }, out);
    return out;
  }

  private keep(traineeId: string, entry: Entry, out: Map<string, Cards>): void {
    out.set(traineeId, entry.cards);
    this.entries.delete(traineeId); // read again: set anew at the back, the most recently used
    setBounded(this.entries, traineeId, entry, KEPT);
  }
}

const noCards = (): Cards => ({ skills: new Map(), rules: new Map() });

/** New cards: those given with the rows read over them (copied: a caller may still hold the old ones). */
function withRows(cards: Cards, rows: readonly CardRow[]): Cards {
  const skills = new Map(cards.skills) as Map<string, SkillCard>;
  const rules = new Map(cards.rules) as Map<string, RuleCard>;
  for (const row of rows) {
    const colon = row.card.indexOf(':');
    const id = row.card.slice(colon + 1);
    if (row.card.slice(0, colon) === 'skill') skills.set(id, JSON.parse(row.state) as SkillCard);
    else rules.set(id, JSON.parse(row.state) as RuleCard);
  }
  return { skills, rules };
}
