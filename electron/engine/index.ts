/** The rules engine's public surface. */
export * from './actions';
export * from './betting';
export * from './cards';
export * from './chips';
export * from './chip-race';
export * from './evaluate';
export * from './explain';
export * from './gather';
export * from './positions';
export * from './pots';
export * from './rake';
export * from './rng';
export * from './rules';
export * from './showdown';
export * from './state';
export * from './stud';
export * from './evaluate-low';
