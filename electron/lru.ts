/**
 * A Map as a cache of at most `limit` entries: the value kept under `key`, or made by `make` and
 * kept; past the limit the least recently used goes. A Map keeps its keys in the order they were
 * set, so a key used again is set anew at the back, and the front is the least recently used.
 */
export function keptOrMade<K, V>(kept: Map<K, V>, key: K, limit: number, make: () => V): V {
  let value = kept.get(key);
  if (value !== undefined) kept.delete(key);
  else value = make();
  return setBounded(kept, key, value, limit);
}

/** Sets `key` at the back of the Map, first letting the front (oldest) entries go past `limit`. */
export function setBounded<K, V>(kept: Map<K, V>, key: K, value: V, limit: number): V {
  while (kept.size >= limit && !kept.has(key)) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}
