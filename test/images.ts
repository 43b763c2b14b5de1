import { crc32, deflateSync } from "node:zlib";

// Real image files for tests, made here rather than checked in.

/** A real w×h PNG in one colour, which a browser can draw. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The start of a JPEG as cameras and editors write it: JFIF and Exif segments,
 * a fill byte, then the frame header (SOF0 baseline, or SOF2 progressive) of a
 * w×h image. Enough for anything that reads the header; not a picture.
 */
export function jpegHeader(width: number, height: number, { progressive = false } = {}): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const frame = Buffer.alloc(15);
  frame[0] = 8; // precision
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3; // components
  frame.set([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 6);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    segment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.alloc(40, 0xc0)])),
    Buffer.from([0xff]), // a fill byte before the next marker is allowed
    segment(progressive ? 0xc2 : 0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}

const jpegSegment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A phone photo's APP1 Exif segment: a big-endian TIFF whose first IFD names
 * the maker and model and points to an Exif IFD (BodySerialNumber "ABC123",
 * DateTimeOriginal) and a GPS IFD (19° 3' 34.56" N, 72° 50' 9.6" E).
 */
export function exifSegment(): Buffer {
  const tiff = Buffer.alloc(256);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  let data = 160; // values that do not fit in an entry
  const ifd = (at: number, entries: Array<[tag: number, type: number, count: number, value: Buffer | number]>) => {
    tiff.writeUInt16BE(entries.length, at);
    entries.forEach(([tag, type, count, value], n) => {
      const entry = at + 2 + n * 12;
      tiff.writeUInt16BE(tag, entry);
      tiff.writeUInt16BE(type, entry + 2);
      tiff.writeUInt32BE(count, entry + 4);
      if (typeof value === "number") tiff.writeUInt32BE(value, entry + 8);
      else if (value.length <= 4) value.copy(tiff, entry + 8);
      else {
        value.copy(tiff, data);
        tiff.writeUInt32BE(data, entry + 8);
        data += value.length;
      }
    });
    tiff.writeUInt32BE(0, at + 2 + entries.length * 12);
  };
  const ascii = (text: string) => Buffer.from(`${text}\0`, "latin1");
  const rationals = (...pairs: Array<[number, number]>) => {
    const bytes = Buffer.alloc(pairs.length * 8);
    pairs.forEach(([n, d], i) => (bytes.writeUInt32BE(n, i * 8), bytes.writeUInt32BE(d, i * 8 + 4)));
    return bytes;
  };
  ifd(8, [
    [0x010f, 2, 7, ascii("Google")], // Make
    [0x0110, 2, 8, ascii("Pixel 9")], // Model
    [0x8769, 4, 1, 62], // Exif IFD
    [0x8825, 4, 1, 92], // GPS IFD
  ]);
  ifd(62, [
    [0x9003, 2, 20, ascii("2026:11:02 18:42:07")], // DateTimeOriginal
    [0xa431, 2, 7, ascii("ABC123")], // BodySerialNumber
  ]);
  ifd(92, [
    [0x0001, 2, 2, ascii("N")], // GPSLatitudeRef
    [0x0002, 5, 3, rationals([19, 1], [3, 1], [3456, 100])], // GPSLatitude
    [0x0003, 2, 2, ascii("E")], // GPSLongitudeRef
    [0x0004, 5, 3, rationals([72, 1], [50, 1], [960, 100])], // GPSLongitude
  ]);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff.subarray(0, data)]));
}

/** An APP1 XMP packet, as editors write it, with the same GPS position in words. */
export function xmpSegment(): Buffer {
  const packet =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="19,3.576N" ' +
    'exif:GPSLongitude="72,50.16E"/></rdf:RDF></x:xmpmeta>';
  return jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${packet}`, "latin1"));
}

/**
 * A real baseline JPEG a decoder can draw: w×h in one grey, one component, every
 * 8×8 block "no change, end of block" (two one-bit Huffman codes). `metadata`
 * segments (e.g. exifSegment()) go after the JFIF segment, as phones write them.
 */
export function jpeg(width: number, height: number, { metadata = [] as Buffer[] } = {}): Buffer {
  const frame = Buffer.alloc(9);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.set([1, 1, 0x11, 0], 5); // one component, 1×1 sampling, table 0
  const huffman = (tableClass: number) =>
    jpegSegment(0xc4, Buffer.from([tableClass << 4, 1, ...Array<number>(15).fill(0), 0]));
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = "00".repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, "1");
  const scan = Buffer.from(
    Array.from({ length: bits.length / 8 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2)),
  );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    ...metadata,
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    huffman(0),
    huffman(1),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}
