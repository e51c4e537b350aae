/** A strict RFC 4180 CSV reader: anything a spreadsheet might read otherwise throws. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endOfCell = () => {
    if (i === text.length) return "record";
    if (text[i] === ",") {
      i += 1;
      return "cell";
    }
    if (text.startsWith("\r\n", i)) {
      i += 2;
      return "record";
    }
    throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  };
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("a quoted cell never closes");
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i += 1;
      }
    } else {
      const match = /^[^",\r\n]*/.exec(text.slice(i))![0];
      cell = match;
      i += match.length;
    }
    row.push(cell);
    if (endOfCell() === "record") {
      rows.push(row);
      row = [];
    }
  }
  // A comma as the last character opened one more, empty, cell.
  if (row.length > 0) rows.push([...row, ""]);
  return rows;
}

/** The records after the header, each as an object keyed by the header's column names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...records] = csvRows(text);
  if (!header) return [];
  return records.map((cells) => {
    if (cells.length !== header.length)
      throw new Error(`a record has ${cells.length} cells, the header ${header.length}`);
    return Object.fromEntries(header.map((name, n) => [name, cells[n]!]));
  });
}
