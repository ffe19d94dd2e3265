/**
 * Audition mode's fixed vocabularies as plain arrays, apart from the zod schemas (shared/audition.ts)
 * so that the renderer can list them without bundling zod.
 */

/**
 * The games an audition deals, each with its betting: no-limit hold'em, limit hold'em (HORSE's
 * and the eight-game's), pot-limit Omaha, and the fixed-limit Omaha hi-lo, stud games and draws
 * (2-7 single draw no-limit), as the drills deal them.
 */
export const auditionGames = ['holdem', 'limit-holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', 'five-card-draw', '2-7-single-draw', '2-7-triple-draw'] as const;
export type AuditionGame = (typeof auditionGames)[number];

/** One game, or a rotation of games: HORSE, and the eight-game mix. */
export const auditionFormats = [...auditionGames, 'horse', 'eight-game'] as const;
export type AuditionFormat = (typeof auditionFormats)[number];

/** Learn: no clock, no irregularities, hints. Practice: irregularities now and then, a relaxed pace. Table ready: the card room's pace. */
export const auditionModes = ['learn', 'practice', 'table-ready'] as const;
export type AuditionMode = (typeof auditionModes)[number];

/** When a rotation moves to its next game: after an orbit of the table (a hand per seat), or after every hand. */
export const auditionRotations = ['orbit', 'hand'] as const;
export type AuditionRotation = (typeof auditionRotations)[number];

/** The mistakes the simulated table makes, from the irregularities model (RULES.md, dealing procedure and irregularities). */
export const auditionIrregularities = ['exposed-card', 'out-of-turn', 'oversized-chip', 'string-bet', 'premature-board', 'misdeal-cause', 'misannounced'] as const;
export type AuditionIrregularity = (typeof auditionIrregularities)[number];
