import { crc32, deflateSync } from 'node:zlib';
import type { CaptchaDrawing, StrokeLayer } from './drawing.ts';

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let index = 0; index < width * height; index++) this.pixels.set(background, index * 3);
  }

  disc(cx: number, cy: number, radius: number, color: Rgb): void {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        if (x < 0 || y < 0 || x >= this.width || y >= this.height) continue;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) this.pixels.set(color, (y * this.width + x) * 3);
      }
    }
  }

  stroke(layer: StrokeLayer): void {
    const color = rgb(layer.color);
    const radius = layer.width / 2;
    for (const line of layer.lines) {
      for (let index = 1; index < line.length; index++) {
        const [[x0, y0], [x1, y1]] = [line[index - 1]!, line[index]!];
        const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
        for (let step = 0; step <= steps; step++) this.disc(x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps, radius, color);
      }
    }
  }
}

/** The canvas bent by the drawing's wave: each pixel is taken from where the wave moves it from. */
function warped(canvas: Canvas, drawing: CaptchaDrawing): Uint8Array {
  const { width, height } = canvas;
  const { amplitudeX, periodY, phaseX, amplitudeY, periodX, phaseY } = drawing.warp;
  const out = new Uint8Array(canvas.pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fromX = Math.round(x + amplitudeX * Math.sin((2 * Math.PI * y) / periodY + phaseX));
      const fromY = Math.round(y + amplitudeY * Math.sin((2 * Math.PI * x) / periodX + phaseY));
      const clampedX = Math.min(width - 1, Math.max(0, fromX));
      const clampedY = Math.min(height - 1, Math.max(0, fromY));
      out.set(canvas.pixels.subarray((clampedY * width + clampedX) * 3, (clampedY * width + clampedX) * 3 + 3), (y * width + x) * 3);
    }
  }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** The drawing rasterised into an 8-bit RGB PNG. */
export function renderPng(drawing: CaptchaDrawing): Buffer {
  const canvas = new Canvas(drawing.width, drawing.height, rgb(drawing.background));
  for (const dot of drawing.dots) canvas.disc(dot.x, dot.y, dot.r, rgb(dot.color));
  drawing.noise.slice(0, 2).forEach((layer) => canvas.stroke(layer));
  drawing.text.forEach((layer) => canvas.stroke(layer));
  drawing.noise.slice(2).forEach((layer) => canvas.stroke(layer));
  const pixels = warped(canvas, drawing);

  const rowBytes = drawing.width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * drawing.height);
  for (let y = 0; y < drawing.height; y++) {
    raw[y * (rowBytes + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(drawing.width, 0);
  header.writeUInt32BE(drawing.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
