/**
 * What a button that shows and hides a part of the page takes (the disclosure pattern of the WAI-ARIA APG): a plain
 * button that says whether the part is shown and which part it is, and what a press does.
 */
export function disclosureToggle(open: boolean, controls: string, onToggle: () => void) {
  return { type: 'button', 'aria-expanded': open, 'aria-controls': controls, onClick: onToggle } as const;
}
