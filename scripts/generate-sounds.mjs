#!/usr/bin/env node
// Writes the notification sounds the server serves under /sounds/ (server/public/sounds): short
// synthesised chimes as 16-bit mono PCM WAV, which every browser plays. The files are committed;
// run again only to change them: node scripts/generate-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const out = join(dirname(fileURLToPath(import.meta.url)), '../server/public/sounds');

/** Notes as [frequency Hz, start s, length s]; each fades in quickly and decays. */
function render(notes, seconds) {
  const samples = new Float64Array(Math.round(RATE * seconds));
  for (const [frequency, start, length] of notes) {
    const from = Math.round(start * RATE);
    const count = Math.round(length * RATE);
    for (let i = 0; i < count && from + i < samples.length; i++) {
      const t = i / RATE;
      const envelope = Math.min(1, t / 0.01) * Math.exp((-4 * t) / length);
      // A touch of the second harmonic makes a softer, bell-like tone.
      samples[from + i] +=
        0.35 * envelope * (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t));
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS = {
  // Something needs the listener's attention: two rising notes.
  'notification.wav': render(
    [
      [880, 0, 0.18],
      [1174.66, 0.12, 0.3],
    ],
    0.45,
  ),
  // Approved: a rising major arpeggio.
  'success.wav': render(
    [
      [523.25, 0, 0.2],
      [659.25, 0.1, 0.2],
      [783.99, 0.2, 0.35],
    ],
    0.6,
  ),
  // Rejected: two falling low notes.
  'error.wav': render(
    [
      [392, 0, 0.22],
      [311.13, 0.16, 0.36],
    ],
    0.55,
  ),
};

mkdirSync(out, { recursive: true });
for (const [name, samples] of Object.entries(SOUNDS)) {
  writeFileSync(join(out, name), wav(samples));
  console.log(`wrote ${join(out, name)}`);
}
