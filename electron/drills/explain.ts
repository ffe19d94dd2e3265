/** The engine's pot layers put into words, for the step-by-step explanation of a pots answer. */
import { explain, potLayers, type Explanation, type Ledger } from '../engine';
import { chips, potName } from './scoring';

export function potSteps(ledger: Ledger): Explanation[] {
  return potLayers(ledger).map((layer, i) =>
    explain(
      'RULES side pots',
      'pot-layer',
      { pot: i, level: layer.level, amount: layer.amount, eligible: layer.eligible },
      `${potName(i)}: every stake up to ${chips(layer.level)}, ${chips(layer.amount)} in all, for ${layer.eligible.map((s) => `seat ${s}`).join(', ')}`,
    ),
  );
}
