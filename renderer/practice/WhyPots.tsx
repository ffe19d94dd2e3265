import { useTranslation } from 'react-i18next';
import { useFormat } from './format';
import { phraseExplanation, ruleTag } from './messages';
import type { PotGroup } from './why-groups';

/** The engine's reasons, each with its rule: an award's pot by pot (a heading for each when there are several), any other kind's in one list. */
export function WhyPots({ pots }: { pots: readonly PotGroup[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return pots.map((p) => (
    <div key={p.pot ?? 'all'} className="why-pot" data-why-pot={p.pot ?? undefined}>
      {p.pot !== null && pots.length > 1 && <h4>{format.pot(p.pot)}</h4>}
      <ol className="explanation">
        {p.reasons.map((e, k) => (
          <li key={k} data-key={e.key}>
            <span className="rule">{ruleTag(e.rule, t)}</span> {phraseExplanation(e, format, t)}
          </li>
        ))}
      </ol>
    </div>
  ));
}
