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
}

const random = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]) => items[randomInt(0, items.length)]!;
const INKS = ['#1f3a5f', '#7a1f2b', '#215c3a', '#4b2a7a', '#6b4a12', '#0f4c5c'];
const NOISE = ['#9aa5b1', '#b4a7d6', '#a7c4b5', '#d6b4a7', '#a7b8d6'];

/** Lays out the answer's characters with a random rotation, shear, size and jitter each, and adds noise lines and dots. */
export function drawCaptcha(answer: string, width: number, height: number): CaptchaDrawing {
  const slot = width / (answer.length + 0.6);
  const glyphHeight = Math.min(height * 0.62, slot * 1.35);
  const text: StrokeLayer[] = [...answer].map((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`No glyph for captcha character ${character}`);
    const scale = (glyphHeight / 6) * random(0.85, 1.1);
    const angle = random(-0.35, 0.35);
    const shear = random(-0.3, 0.3);
    const centerX = slot * (index + 0.8) + random(-slot * 0.12, slot * 0.12);
    const centerY = height / 2 + random(-height * 0.1, height * 0.1);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: readonly [number, number]): [number, number] => {
      const x = (gx - 2 + shear * (gy - 3)) * scale + random(-0.6, 0.6);
      const y = (gy - 3) * scale + random(-0.6, 0.6);
      return [centerX + x * cos - y * sin, centerY + x * sin + y * cos];
    };
    return { lines: glyph.map((stroke) => stroke.map(place)), color: pick(INKS), width: Math.max(1.8, glyphHeight / 11) };
  });

  const noise: StrokeLayer[] = Array.from({ length: 4 }, () => {
    const points: Polyline = [];
    const startY = random(0, height);
    const endY = random(0, height);
    for (let step = 0; step <= 12; step++) {
      const t = step / 12;
      points.push([t * width, startY + (endY - startY) * t + Math.sin(t * Math.PI * random(1, 3)) * height * 0.25]);
    }
    return { lines: [points], color: pick([...NOISE, ...INKS.slice(0, 2)]), width: random(1, 1.8) };
  });
  const dots = Array.from({ length: Math.round((width * height) / 160) }, () => ({
    x: random(0, width),
    y: random(0, height),
    r: random(0.5, 1.3),
    color: pick(NOISE),
  }));
  return { width, height, background: '#f2f4f7', noise, text, dots };
}
