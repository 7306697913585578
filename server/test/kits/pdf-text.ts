import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF the way a viewer starts to (issue #34's tests): the cross-reference table found from
 * `startxref` must point at every object it lists, then each content stream is inflated and the text
 * of its show-text operators (`Tj`, `TJ`) is read back, one string per operator. Enough for the PDFs
 * pdfkit writes with its built-in fonts (WinAnsi, hex strings); not a general PDF parser.
 */
export function pdfText(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw new Error('not a PDF: no %PDF- header');
  if (!raw.trimEnd().endsWith('%%EOF')) throw new Error('not a PDF: no %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (raw.slice(xrefAt, xrefAt + 4) !== 'xref') throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const table = /^xref\s+(\d+)\s+(\d+)\s+/.exec(raw.slice(xrefAt));
  if (!table) throw new Error('unreadable xref table');
  const first = Number(table[1]);
  const count = Number(table[2]);
  const entries = raw
    .slice(xrefAt + table[0].length)
    .split(/\r?\n/)
    .slice(0, count);
  entries.forEach((entry, i) => {
    const [offset, , type] = entry.trim().split(/\s+/);
    if (type !== 'n') return;
    const at = Number(offset);
    if (!raw.slice(at).startsWith(`${first + i} 0 obj`)) throw new Error(`object ${first + i} is not at ${at}`);
  });

  const texts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const dict = match[1] ?? '';
    let body = Buffer.from(match[2] ?? '', 'latin1');
    if (/\/FlateDecode/.test(dict)) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // an image or a font, not a content stream
      }
    }
    const content = body.toString('latin1');
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [op[2] ?? ''];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}
