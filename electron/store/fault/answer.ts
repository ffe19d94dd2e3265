/** The fault test's answer number n: its content follows from n, so a damaged one shows. */
export const faultAnswer = (n: number) => ({ kind: 'min-raise' as const, min_raise_to: n * 100 + 7 });
