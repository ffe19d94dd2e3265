import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClassView, classViewKeys } from '../../shared/classroom';
import type { ApiError, Res } from '../../shared/contract';
import { applyChanges, type ViewChanges } from '../../shared/view-changes';
import { call, toApiError } from '../api';

type Pushed = 'class.me' | 'class.view';

/**
 * A channel's answer, asked once and then kept as the host pushes it (server-sent events on a
 * classroom host). Pushes are listened to only while `listen` holds: a browser that has not
 * joined has no session to be told about. `refresh` asks again, e.g. after an action of this page.
 */
export function usePushed<C extends Pushed>(channel: C, listen = true): { data: Res<C> | null; error: ApiError | null; set(data: Res<C>): void; refresh(): void } {
  const [data, setData] = useState<Res<C> | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  /** Pushes received: an answer asked for before the latest push is older than what the page shows. */
  const pushes = useRef(0);
  const refresh = useCallback(() => {
    const asked = pushes.current;
    call(channel, {} as never).then(
      (d) => {
        if (pushes.current === asked) setData(d as Res<C>);
        setError(null);
      },
      (e: unknown) => setError(toApiError(e)),
    );
  }, [channel]);
  useEffect(refresh, [refresh]);
  useEffect(() => {
    if (!listen || !window.api) return;
    let live = true;
    const stop = window.api.subscribe((event) => {
      if (!live) return;
      if (event.channel === channel) {
        pushes.current++;
        setData(event.data as Res<C>);
      } else if (event.channel === `${channel}:changes` && channel === 'class.view') {
        // The class view after the first: what changed since (shared/view-changes.ts).
        pushes.current++;
        setData((view) => view && (applyChanges(view as ClassView, event.data as ViewChanges, classViewKeys) as Res<C>));
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [channel, listen]);
  return { data, error, set: setData, refresh };
}
