/** A real hand's title in the trainee's language: where it was played and its number there, or the file it came from. */
import type { ShippedTitle } from '../../shared/drills';
import type { Say } from '../i18n/say';

export type HandTitle = ShippedTitle | { collection: 'file'; name: string };

export const handTitle = (title: HandTitle, t: Say): string => t(`drill.hub.titles.${title.collection}`, title);
