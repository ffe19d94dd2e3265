/** What a seat takes from a pot (or gets back): its own module, as both showdown.ts and hilo.ts name it. */
export interface Share {
  seat: number;
  amount: number;
}
