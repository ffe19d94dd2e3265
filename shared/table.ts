/**
 * Readings of a table as the dealer sees it, shared by the drills (which word a question and its
 * mistakes) and the screens (which word the prompt and the fields): one reading, one place.
 */
import type { TableView } from './drills';

/**
 * Nobody has chips in front this round (no blind, bring-in or bet): the player to act checks, bets
 * or folds, and puts chips in as a bet, not a raise (RULES.md, A betting round).
 */
export const nothingBet = (table: Pick<TableView, 'seats'>): boolean => table.seats.every((s) => s.bet === 0);
