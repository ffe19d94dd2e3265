/**
 * The web host's request body limit, per channel: never smaller than the largest request the
 * channel's schema accepts, so a valid request is never refused for its size, and no larger than
 * that, so nobody can make the host buffer more. JSON may write one character as `\u00XX`: six
 * bytes for each character a schema allows.
 */
import { type ChannelName, isChannelName } from '../../shared/contract';
import { PHH_TEXT_LIMIT } from '../../shared/drills';
import { classLimits } from '../../shared/classroom';
import { examLimits, IMPORT_BATCH_FILES, RESULT_FILE_MAX_CHARS } from '../../shared/exam';

const jsonBytes = (chars: number): number => 6 * chars;

/** Every request's fixed part and small fields (names, ids, answers of a hand) fit in this. */
export const SMALL_BODY = 64 * 1024;

const LARGE: Partial<Record<ChannelName, number>> = {
  'drill.next': SMALL_BODY + jsonBytes(PHH_TEXT_LIMIT),
  'exam.addDefinition': SMALL_BODY + jsonBytes(100 + examLimits.definitionText),
  'instructor.import': SMALL_BODY + IMPORT_BATCH_FILES * jsonBytes(255 + RESULT_FILE_MAX_CHARS),
  // A roster: a name and a student id per entry (and the JSON around them); ids to admit or refuse.
  'class.roster': SMALL_BODY + classLimits.rosterMax * (64 + jsonBytes(80 + 40)),
  'class.admit': SMALL_BODY + classLimits.rosterMax * (8 + jsonBytes(100)),
  'class.refuse': SMALL_BODY + classLimits.rosterMax * (8 + jsonBytes(100)),
  'class.startExam': SMALL_BODY + classLimits.rosterMax * (8 + jsonBytes(100)),
};

export function bodyLimit(channel: string): number {
  return (isChannelName(channel) && LARGE[channel]) || SMALL_BODY;
}
