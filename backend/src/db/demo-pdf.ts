/**
 * A one-page PDF of a title and headed paragraphs in Helvetica, for the demo's downloadable documents. Latin-1 text
 * only (the standard fonts carry no other script); a line longer than the page is wrapped at a word.
 *
 * @example demoPdf('White paper', [['1. Summary', 'Saray brings …']]) // a Buffer starting with %PDF-1.4
 */
export function demoPdf(title: string, sections: [string, string][]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const lines: string[] = [`BT /F1 20 Tf 56 780 Td (${escape(title)}) Tj ET`];
  let y = 740;
  for (const [heading, text] of sections) {
    lines.push(`BT /F1 13 Tf 56 ${y} Td (${escape(heading)}) Tj ET`);
    y -= 18;
    for (const line of wrap(text, 88)) {
      lines.push(`BT /F2 11 Tf 56 ${y} Td (${escape(line)}) Tj ET`);
      y -= 15;
    }
    y -= 12;
  }
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> ' +
      '/Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
