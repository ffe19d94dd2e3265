/** Chip colours for drawing amounts on the felt. */
/** Standard casino colours by denomination (the amount is always written too). */
export const DENOMINATIONS: ReadonlyArray<{ value: number; name: string }> = [
  { value: 100_000, name: 'sky' },
  { value: 25_000, name: 'grey' },
  { value: 5_000, name: 'orange' },
  { value: 1_000, name: 'yellow' },
  { value: 500, name: 'purple' },
  { value: 100, name: 'black' },
  { value: 25, name: 'green' },
  { value: 5, name: 'red' },
  { value: 1, name: 'white' },
];

/** How an amount is made up of chips, largest first (for drawing only). */
export function chipsFor(amount: number): Array<{ value: number; name: string; count: number }> {
  let rest = amount;
  const out: Array<{ value: number; name: string; count: number }> = [];
  for (const d of DENOMINATIONS) {
    const count = Math.floor(rest / d.value);
    if (count > 0) out.push({ ...d, count });
    rest -= count * d.value;
  }
  return out;
}
