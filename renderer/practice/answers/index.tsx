import type { Answer, Question } from '../../../shared/drills';
import type { Cue } from '../sound';
import { ActionAnswer } from './ActionAnswer';
import { AwardAnswer } from './AwardAnswer';
import { MinRaiseAnswer, PotLimitAnswer } from './BetSizeAnswer';
import { ChipCountAnswer } from './ChipCountAnswer';
import { ChipRaceAnswer } from './ChipRaceAnswer';
import { ChipRulingsAnswer } from './ChipRulingsAnswer';
import { GatherAnswer, SidePotsAnswer } from './GatherAnswer';
import { IrregularitiesAnswer } from './IrregularitiesAnswer';
import { LowHandsAnswer } from './LowHandsAnswer';
import { ActionOrderAnswer, BringInAnswer } from './OneSeatAnswer';
import { RakeAnswer } from './RakeAnswer';
import { ReadHandsAnswer } from './ReadHandsAnswer';
import { ShowdownOrderAnswer } from './ShowdownOrderAnswer';
import { ShowdownProcedureAnswer } from './ShowdownProcedureAnswer';
import type { Review } from './types';

interface Props {
  question: Exclude<Question, { kind: 'whole-hand' }>;
  locked: boolean;
  review: Review | null;
  onSubmit(answer: Answer): void;
  play(cue: Cue): void;
}

/** The answer component of a question's kind (a whole hand's steps use the same ones). */
export function AnswerFor({ question, ...rest }: Props) {
  switch (question.kind) {
    case 'gather':
      return <GatherAnswer question={question} {...rest} />;
    case 'side-pots':
      return <SidePotsAnswer question={question} {...rest} />;
    case 'showdown-order':
      return <ShowdownOrderAnswer question={question} {...rest} />;
    case 'award':
      return <AwardAnswer question={question} {...rest} />;
    case 'pot-limit':
      return <PotLimitAnswer question={question} {...rest} />;
    case 'min-raise':
      return <MinRaiseAnswer question={question} {...rest} />;
    case 'action':
      return <ActionAnswer question={question} {...rest} />;
    case 'read-hands':
      return <ReadHandsAnswer question={question} {...rest} />;
    case 'chip-rulings':
      return <ChipRulingsAnswer question={question} {...rest} />;
    case 'rake':
      return <RakeAnswer question={question} {...rest} />;
    case 'bring-in':
      return <BringInAnswer question={question} {...rest} />;
    case 'low-hands':
      return <LowHandsAnswer question={question} {...rest} />;
    case 'action-order':
      return <ActionOrderAnswer question={question} {...rest} />;
    case 'chip-race':
      return <ChipRaceAnswer question={question} {...rest} />;
    case 'chip-count':
      return <ChipCountAnswer question={question} {...rest} />;
    case 'showdown-procedure':
      return <ShowdownProcedureAnswer question={question} {...rest} />;
    case 'irregularities':
      return <IrregularitiesAnswer question={question} {...rest} />;
  }
}
