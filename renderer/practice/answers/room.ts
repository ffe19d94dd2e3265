import type { TFunction } from 'i18next';
import type { TableView } from '../../../shared/drills';

/** The room a procedure question is ruled in, as its prompt names it: a cash game's or a tournament's. */
export function roomOf(table: TableView, t: TFunction): string {
  return t(table.profile === 'cash' ? 'drill.procedure.cashRoom' : 'drill.procedure.tournamentRoom');
}
