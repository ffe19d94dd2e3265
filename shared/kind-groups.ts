/**
 * The drill kinds by the dealer's job, as the hub shows them: handling the money, the decisions a
 * dealer rules on, reading hands, table procedure, chips, and the whole hand. Every kind is in
 * exactly one group (kind-groups.test.ts).
 */
import type { DrillKind } from './enums';

export const kindGroups = [
  { job: 'money', kinds: ['gather', 'side-pots', 'award', 'rake'] },
  { job: 'decisions', kinds: ['action', 'min-raise', 'pot-limit', 'chip-rulings'] },
  { job: 'reading', kinds: ['showdown-order', 'read-hands', 'low-hands'] },
  { job: 'procedure', kinds: ['action-order', 'bring-in', 'showdown-procedure', 'irregularities'] },
  { job: 'chips', kinds: ['chip-count', 'chip-race'] },
  { job: 'whole', kinds: ['whole-hand'] },
] as const satisfies ReadonlyArray<{ job: string; kinds: readonly DrillKind[] }>;

export type KindJob = (typeof kindGroups)[number]['job'];
