/**
 * The practice cues through howler (Web Audio; the files are fetched from the app's own origin,
 * which the CSP's connect-src and media-src allow). Mute and volume come from the settings.
 */
import { Howl, Howler } from 'howler';
import { useEffect, useMemo } from 'react';
import chipsUrl from '../../assets/sounds/chips.wav';
import rightUrl from '../../assets/sounds/right.wav';
import tickUrl from '../../assets/sounds/tick.wav';
import wrongUrl from '../../assets/sounds/wrong.wav';
import { useSettings } from '../settings-context';

export type Cue = 'chips' | 'right' | 'wrong' | 'tick';
const urls: Record<Cue, string> = { chips: chipsUrl, right: rightUrl, wrong: wrongUrl, tick: tickUrl };

let howls: Record<Cue, Howl> | null = null;
function load(): Record<Cue, Howl> {
  howls ??= Object.fromEntries(
    Object.entries(urls).map(([cue, src]) => [cue, new Howl({ src: [src], format: ['wav'], html5: false, preload: true })]),
  ) as Record<Cue, Howl>;
  return howls;
}

export function useSound(): (cue: Cue) => void {
  const { settings } = useSettings();
  useEffect(() => {
    Howler.volume(settings.volume / 100);
    Howler.mute(!settings.sound);
  }, [settings.sound, settings.volume]);
  return useMemo(() => {
    if (!settings.sound || settings.volume === 0) return () => undefined;
    const sounds = load();
    return (cue: Cue) => {
      sounds[cue].play();
    };
  }, [settings.sound, settings.volume]);
}
