let deskBoot: unknown;

/**
 * The desk's part of the page's boot data (docs/decisions/024-first-paint.md), kept by the shell's boot (`applyBoot`
 * in app/boot.ts) until the desk's code is there to read it: the two sides meet here, below both.
 */
export function keepDeskBoot(value: unknown): void {
  deskBoot = value;
}

/** The desk's part of the boot data, once: what the member does next is the desk's own to fetch. */
export function takeDeskBoot(): unknown {
  const taken = deskBoot;
  deskBoot = undefined;
  return taken;
}
