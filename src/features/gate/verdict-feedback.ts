// What the person at the gate hears and feels, so they need not read the screen for every
// ticket: one high beep and a short buzz to let in, two low beeps and a long buzz to stop.
import type { VerdictText } from '../../domain/check-in-verdict';

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  audio = new Context();
  return audio;
}

function beep(context: AudioContext, frequency: number, startsIn: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(context.destination);
  const start = context.currentTime + startsIn;
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

export const VIBRATION: Record<VerdictText['tone'], number[]> = { go: [120], warn: [200, 100, 200], stop: [400, 100, 400] };

/** Beep and vibrate for a verdict; silently nothing where the device has neither. */
export function signalVerdict(tone: VerdictText['tone']): void {
  try {
    const context = audioContext();
    if (context) {
      if (context.state === 'suspended') void context.resume();
      if (tone === 'go') beep(context, 1320, 0, 0.12);
      else {
        beep(context, 220, 0, 0.18);
        beep(context, 220, 0.25, 0.18);
      }
    }
  } catch {
    // No sound is no reason to stop the gate.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION[tone]);
}
