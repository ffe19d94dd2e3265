/**
 * Readings of a table as the dealer sees it, shared by the drills (which word a question and its
 * mistakes) and the screens (which word the prompt and the fields): one reading, one place.
 */
import type { Question, StepQuestion, TableView } from './drills';

/**
 * Nobody has chips in front this round (no blind, bring-in or bet): the player to act checks, bets
 * or folds, and puts chips in as a bet, not a raise (RULES.md, A betting round).
 */
export const nothingBet = (table: Pick<TableView, 'seats'>): boolean => table.seats.every((s) => s.bet === 0);

/** A question asked where nothing was bet yet: its answer's bounds are a bet's (the feedback and reviews word them so). */
export const asksABet = (question: Question | StepQuestion | null | undefined): boolean => !!question && 'table' in question && nothingBet(question.table);
