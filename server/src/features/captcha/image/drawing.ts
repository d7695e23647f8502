import { randomInt } from 'node:crypto';
import { GLYPHS } from './glyphs.ts';

export type Polyline = Array<[number, number]>;

export interface StrokeLayer {
  lines: Polyline[];
  color: string;
  width: number;
}

/** What a captcha image shows, independent of the file format: distorted character strokes over noise. */
export interface CaptchaDrawing {
  width: number;
  height: number;
  background: string;
  /** Noise drawn under and over the text. */
  noise: StrokeLayer[];
  text: StrokeLayer[];
  dots: Array<{ x: number; y: number; r: number; color: string }>;
  /** A wave bending the whole picture once drawn (pixels move, so no stroke stays straight). */
  warp: { amplitudeX: number; periodY: number; phaseX: number; amplitudeY: number; periodX: number; phaseY: number };
}

const random = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]) => items[randomInt(0, items.length)]!;
const INKS = ['#1f3a5f', '#7a1f2b', '#215c3a', '#4b2a7a', '#6b4a12', '#0f4c5c'];
const NOISE = ['#9aa5b1', '#b4a7d6', '#a7c4b5', '#d6b4a7', '#a7b8d6'];

/** Lays out the answer's characters with a random rotation, shear, size and jitter each, and adds noise lines and dots. */
export function drawCaptcha(answer: string, width: number, height: number): CaptchaDrawing {
  // Characters sit closer than their width, so neighbours touch and cannot be cut apart by the gaps between them.
  const slot = width / (answer.length + 0.9);
  const glyphHeight = Math.min(height * 0.62, slot * 1.35);
  const text: StrokeLayer[] = [...answer].map((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`No glyph for captcha character ${character}`);
    const scale = (glyphHeight / 6) * random(0.85, 1.1);
    const angle = random(-0.35, 0.35);
    const shear = random(-0.3, 0.3);
    const centerX = slot * (index + 0.95) + random(-slot * 0.12, slot * 0.12);
    const centerY = height / 2 + random(-height * 0.1, height * 0.1);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: readonly [number, number]): [number, number] => {
      const x = (gx - 2 + shear * (gy - 3)) * scale + random(-0.6, 0.6);
      const y = (gy - 3) * scale + random(-0.6, 0.6);
      return [centerX + x * cos - y * sin, centerY + x * sin + y * cos];
    };
    return { lines: glyph.map((stroke) => stroke.map(place)), color: pick(INKS), width: Math.max(2.2, glyphHeight / 8) };
  });

  // Noise lines in the text's inks cross it, so colour alone does not tell them apart; thinner, so a person still can.
  const noiseWidth = Math.max(1.2, glyphHeight / 18);
  const noise: StrokeLayer[] = Array.from({ length: 5 }, (_unused, index) => {
    const points: Polyline = [];
    const startY = random(0, height);
    const endY = random(0, height);
    for (let step = 0; step <= 12; step++) {
      const t = step / 12;
      points.push([t * width, startY + (endY - startY) * t + Math.sin(t * Math.PI * random(1, 3)) * height * 0.15]);
    }
    return index % 2 === 0 ? { lines: [points], color: pick(INKS), width: noiseWidth * random(0.8, 1.1) } : { lines: [points], color: pick(NOISE), width: random(1, 1.8) };
  });
  const dots = Array.from({ length: Math.round((width * height) / 160) }, () => ({
    x: random(0, width),
    y: random(0, height),
    r: random(0.5, 1.3),
    color: pick(NOISE),
  }));
  const warp = {
    amplitudeX: height * random(0.04, 0.08),
    periodY: height * random(0.8, 1.4),
    phaseX: random(0, Math.PI * 2),
    amplitudeY: height * random(0.05, 0.1),
    periodX: width * random(0.25, 0.45),
    phaseY: random(0, Math.PI * 2),
  };
  return { width, height, background: '#f2f4f7', noise, text, dots: [...dots, ...specks(width, height)], warp };
}

/** Specks in the text's inks, scattered over everything. */
function specks(width: number, height: number): CaptchaDrawing['dots'] {
  return Array.from({ length: Math.round((width * height) / 400) }, () => ({ x: random(0, width), y: random(0, height), r: random(0.6, 1.4), color: pick(INKS) }));
}
