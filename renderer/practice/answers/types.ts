import type { Answer, Question, StepAnswer, StepQuestion } from '../../../shared/drills';

export type QuestionOf<K extends Question['kind']> = Extract<Question, { kind: K }>;
export type AnswerOf<K extends Answer['kind']> = Extract<Answer, { kind: K }>;

/** What the feedback marks on the table after a submission. */
export interface Review {
  seats: ReadonlySet<number>;
  pots: ReadonlySet<number>;
  /** Parts of the answer that were wrong, e.g. "to_call", "pots[1].amount". */
  parts: ReadonlySet<string>;
}

export interface AnswerProps<K extends Answer['kind']> {
  question: QuestionOf<K>;
  /** After submitting: the answer is shown, not editable. */
  locked: boolean;
  review: Review | null;
  onSubmit(answer: AnswerOf<K>): void;
}

export type { StepAnswer, StepQuestion };
