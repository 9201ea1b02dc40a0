/**
 * The voice actor's script as CSV (RFC 4180): every field that holds a comma, a quote or a
 * line break is quoted, a quote inside doubled, and records end with CRLF. A byte-order mark
 * first, so spreadsheet programs read Azerbaijani and Russian letters as UTF-8.
 */
export const SCRIPT_COLUMNS = ["id", "language", "text", "context", "file"] as const;
export type ScriptRow = Readonly<Record<(typeof SCRIPT_COLUMNS)[number], string>>;

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function scriptCsv(rows: ReadonlyArray<ScriptRow>): string {
  const lines = [SCRIPT_COLUMNS.join(","), ...rows.map((row) => SCRIPT_COLUMNS.map((column) => csvField(row[column])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Reads what `scriptCsv` writes (for tests and tools): quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(csv: string): string[][] {
  const text = csv.startsWith("\uFEFF") ? csv.slice(1) : csv;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      // the \n ends the record
    } else if (char === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
