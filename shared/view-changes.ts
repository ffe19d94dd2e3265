/**
 * A pushed view's changes, rather than the whole view at every event (issue 32 finding 4: a class
 * view grown to 1.1 MB went to the instructor at every push). Generic over any JSON view: a field
 * that changed is sent as it is now; a list keyed by an id field (a class's requests, trainees,
 * roster) is sent as the entries that are new or changed, the ids gone, and the order when it is
 * not the one those give. Whatever a view gains (a trainee's new counts) flows through unchanged.
 * The host makes them (changesOf), the renderer applies them (applyChanges): one code for both.
 */

/** A view's lists kept by key: the field of each entry that names it. */
export type ListKeys<V> = { readonly [K in keyof V]?: V[K] extends readonly (infer E)[] ? keyof E & string : never };

export interface ListChanges {
  /** Entries new or changed, as they are now. */
  put: unknown[];
  /** Ids of the entries gone. */
  gone: string[];
  /** Every id in order, when the order is not the old one with the gone taken out and the new put at the end. */
  order?: string[];
}

export interface ViewChanges {
  /** Fields other than the keyed lists, as they are now. */
  fields: Record<string, unknown>;
  lists: Record<string, ListChanges>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What turns `before` into `after`; null when nothing changed. */
export function changesOf<V extends object>(before: V, after: V, keys: ListKeys<V>): ViewChanges | null {
  const changes: ViewChanges = { fields: {}, lists: {} };
  let any = false;
  for (const [field, value] of Object.entries(after)) {
    const key = (keys as Record<string, string | undefined>)[field];
    const old = (before as Record<string, unknown>)[field];
    if (key === undefined || !Array.isArray(value) || !Array.isArray(old)) {
      if (!same(old, value)) {
        changes.fields[field] = value;
        any = true;
      }
      continue;
    }
    const list = listChanges(old as Record<string, unknown>[], value as Record<string, unknown>[], key);
    if (list) {
      changes.lists[field] = list;
      any = true;
    }
  }
  return any ? changes : null;
}

function listChanges(before: Record<string, unknown>[], after: Record<string, unknown>[], key: string): ListChanges | null {
  const old = new Map(before.map((e) => [String(e[key]), e]));
  const ids = after.map((e) => String(e[key]));
  const present = new Set(ids);
  const put = after.filter((e) => !same(old.get(String(e[key])), e));
  const gone = [...old.keys()].filter((id) => !present.has(id));
  if (put.length === 0 && gone.length === 0 && same([...old.keys()], ids)) return null;
  const changes: ListChanges = { put, gone };
  if (!same(orderAfter([...old.keys()], gone, put.map((e) => String(e[key]))), ids)) changes.order = ids;
  return changes;
}

/** The ids in the order applying `gone` and `put` leaves them: the kept in their old order, the new at the end. */
function orderAfter(before: string[], gone: string[], put: string[]): string[] {
  const left = before.filter((id) => !gone.includes(id));
  return [...left, ...put.filter((id) => !left.includes(id))];
}

/** `view` with the changes made. */
export function applyChanges<V extends object>(view: V, changes: ViewChanges, keys: ListKeys<V>): V {
  const next: Record<string, unknown> = { ...view, ...changes.fields };
  for (const [field, list] of Object.entries(changes.lists)) {
    const key = (keys as Record<string, string>)[field];
    const idOf = (e: unknown) => String((e as Record<string, unknown>)[key]);
    const before = (next[field] as unknown[] | undefined) ?? [];
    const entries = new Map(before.map((e) => [idOf(e), e]));
    for (const e of list.put) entries.set(idOf(e), e);
    const order = list.order ?? orderAfter(before.map(idOf), list.gone, list.put.map(idOf));
    next[field] = order.map((id) => entries.get(id));
  }
  return next as V;
}
