import type { StoredValue } from '../../ui/storage.ts';

/**
 * Whether the desk beeps at a new alert, on every desk page: the staff member's choice (the board's sound switch),
 * kept as `<client>_deskSound`.
 */
export const storedDeskSound: StoredValue<boolean> = {
  name: 'deskSound',
  accepts: (value): value is boolean => typeof value === 'boolean',
};

let context: AudioContext | null = null;

/**
 * The audio of this page, made (or resumed) within the click that switches the sound on: browsers let a page play
 * only after a gesture of the user.
 */
export function unlockDeskSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}

/** A short beep of an oscillator, no audio file: two tones of 0.15 s. */
export function playDeskBeep(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  [880, 1175].forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.16);
  });
}
