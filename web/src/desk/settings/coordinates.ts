/** A coordinate as typed, with a comma or a point; what is no number stays as typed for the check to refuse. */
export function coordinateOf(typed: string): number | string {
  const number = Number(typed.trim().replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(number) ? number : typed;
}
