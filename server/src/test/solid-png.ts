import sharp from 'sharp';
import type { TestClient } from './test-server.ts';

/** A colour as red, green and blue (0-255). */
export type Rgb = { r: number; g: number; b: number };

/** A PNG of one colour (the same colour and size always give the same bytes). */
export function solidPng(colour: Rgb, width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads a one-colour PNG to the media library as `client` (201 expected), named `name` with alt text; answers its id and URL. */
export async function uploadSolidPng(
  client: TestClient,
  name: string,
  colour: Rgb,
  width?: number,
  height?: number,
): Promise<{ id: number; url: string }> {
  const png = await solidPng(colour, width, height);
  const res = await client.post('/api/media/upload', {
    imageData: `data:image/png;base64,${png.toString('base64')}`,
    fileName: name,
    alt: `${name} alt`,
  });
  if (res.status !== 201) throw new Error(`upload of ${name}: ${res.status} ${res.text}`);
  return res.json as { id: number; url: string };
}
