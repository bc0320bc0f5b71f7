import sharp from "sharp";

/** Test images made with sharp: real encoded files, not fixtures on disk. */

/** A screenshot-like PNG with dark text on white (what OCR reads), `width` x `height`. */
export async function textImage(text: string, width = 1200, height = 300, fontSize = 48): Promise<Uint8Array> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><text x="30" y="${Math.round(height / 2)}" font-size="${fontSize}" font-family="DejaVu Sans, sans-serif" fill="#111111">${escaped}</text></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** A noisy photo-like JPEG carrying EXIF with GPS coordinates and a camera make. */
export async function photoWithGps(width = 800, height = 600): Promise<Uint8Array> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(
    await sharp(noise)
      .withExif({
        IFD0: { Make: "CanopyCam", Model: "Test 1", Copyright: "secret owner" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2964/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 21/1 760/100",
        },
      })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

/**
 * A small PNG whose header claims `width` x `height` (a decompression bomb): a real 1 x 1 PNG with
 * its IHDR dimensions rewritten and the CRC fixed, so only the header lies.
 */
export async function bombPng(width = 50_000, height = 50_000): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
