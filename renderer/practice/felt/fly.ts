/**
 * Chips flying from where they were taken to where they were put (a move by click or keyboard;
 * a drag carries its chips under the pointer instead). A copy of the source's chip drawing is
 * animated with the Web Animations API above the felt, then removed. Skipped when the trainee
 * asks for reduced motion.
 */
const DURATION = 320;

export function fly(from: Element | null, to: Element | null, layer: HTMLElement | null): void {
  if (!from || !to || !layer) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const chips = from.querySelector('.chip-pile');
  if (!chips) return;
  const base = layer.getBoundingClientRect();
  const a = chips.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  const ghost = document.createElement('div');
  ghost.className = 'chip-flight';
  ghost.setAttribute('aria-hidden', 'true');
  ghost.appendChild(chips.cloneNode(true));
  ghost.style.left = `${a.left - base.left}px`;
  ghost.style.top = `${a.top - base.top}px`;
  ghost.style.width = `${a.width}px`;
  ghost.style.height = `${a.height}px`;
  layer.appendChild(ghost);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  const animation = ghost.animate([{ transform: 'translate(0, 0)', opacity: 1 }, { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.6 }], { duration: DURATION, easing: 'ease-in-out' });
  const done = () => ghost.remove();
  animation.onfinish = done;
  animation.oncancel = done;
}
