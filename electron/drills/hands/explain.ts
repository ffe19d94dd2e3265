/** The engine's pot layers put into words, for the step-by-step explanation of a pots answer. */
import { explain, potLayers, type Explanation, type Ledger } from '../../engine';
import { chips, potName } from '../scoring';

/**
 * `antes`: each seat's uniform ante, when the table shows the antes apart from the bets (side pots):
 * a layer's level is then told as the trainee sees it, the bets up to it plus the ante.
 */
export function potSteps(ledger: Ledger, antes?: readonly number[]): Explanation[] {
  const ante = antes ? Math.max(0, ...antes) : 0;
  return potLayers(ledger).map((layer, i) => {
    const eligible = layer.eligible.map((s) => `seat ${s}`).join(', ');
    if (ante > 0 && layer.level > ante) {
      const bets = layer.level - ante;
      return explain(
        'RULES side pots',
        'pot-layer-ante',
        { pot: i, level: layer.level, bets, ante, amount: layer.amount, eligible: layer.eligible },
        `${potName(i)}: every stake up to ${chips(bets)} in bets plus the ${chips(ante)} ante, ${chips(layer.amount)} in all, for ${eligible}`,
      );
    }
    // A big-blind ante is dead money: it is in the main pot, though it is no one's stake.
    if (i === 0 && ledger.dead > 0) {
      const values = { pot: i, level: layer.level, dead: ledger.dead, amount: layer.amount, eligible: layer.eligible };
      return explain('RULES side pots', 'pot-layer-dead', values, `${potName(i)}: every stake up to ${chips(layer.level)} and the ${chips(ledger.dead)} big-blind ante (dead money), ${chips(layer.amount)} in all, for ${eligible}`);
    }
    return explain('RULES side pots', 'pot-layer', { pot: i, level: layer.level, amount: layer.amount, eligible: layer.eligible }, `${potName(i)}: every stake up to ${chips(layer.level)}, ${chips(layer.amount)} in all, for ${eligible}`);
  });
}
