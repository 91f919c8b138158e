// Reading a hand history exported by Red Dog, as the Python verifier reads it: UTF-8 with or without a
// byte-order mark, CSV as Python's csv module parses it, and the columns a history must have.
//
// A classic script (see sealed.js for why), loaded after money.js; it is globalThis.RedDogHistory.
"use strict";

(() => {
  const { grouped } = globalThis.RedDogMoney;

  const MONEY_COLUMNS = ["bet_id", "table", "cards", "spread", "kind", "wager", "raised", "net", "balance_after",
    "decision"];
  // The columns the check needs (the Python verifier's NEEDED): without one, the file is not a history.
  const NEEDED = ["bet_id", "cards", "shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
    "finish_fingerprint", "finish_seed", ...MONEY_COLUMNS.slice(1)];
  // The columns of hands recorded since the player's seed came in (README "Fair deals", version 2): read where
  // the file has them, empty where it does not (an older export), so such hands are checked as before.
  const LATER = ["player_seed", "shuffle_number", "finish_shuffle_number", "next_fingerprint",
    "finish_next_fingerprint", "pay_table", "raise_rule", "chain", "new_run"];
  // The largest history read (as the Python verifier: some 500,000 hands).
  const MAX_FILE_BYTES = 128 * 1024 * 1024;
  // Python's csv module refuses a field longer than this; so do we, to give the same verdict.
  const FIELD_LIMIT = 131072;

  class UnreadableHistory extends Error {}
  // What Python's csv module would refuse (its csv.Error).
  class CsvError extends Error {}

  // The text of a history file's bytes: UTF-8, a byte-order mark (as spreadsheets write) dropped.
  const historyText = (bytes, name) => {
    if (bytes.byteLength > MAX_FILE_BYTES) {
      throw new UnreadableHistory(`${name} is ${grouped(bytes.byteLength)} bytes; the checker reads histories of ` +
        `up to ${MAX_FILE_BYTES / 2 ** 20} MiB (some 500,000 hands)`);
    }
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new UnreadableHistory(`${name} is not UTF-8 text`);
    }
  };

  // CSV as Python's csv module reads it (the "excel" dialect, not strict): quoted fields with "" for a
  // quote, records ended by \r\n, \n or \r. Yields each record's fields (none for a blank line).
  function* csvRecords(text) {
    let fields = [];
    let field = "";
    let quoted = false;
    let started = false;
    const push = () => {
      if (field.length > FIELD_LIMIT) throw new CsvError(`field larger than field limit (${FIELD_LIMIT})`);
      fields.push(field);
      field = "";
    };
    let i = 0;
    while (i < text.length) {
      const char = text[i];
      if (quoted) {
        if (char === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 1;
          } else {
            quoted = false;
          }
        } else {
          field += char;
        }
      } else if (char === '"' && field === "" && !started) {
        quoted = true;
        started = true;
      } else if (char === ",") {
        push();
        started = false;
      } else if (char === "\r" || char === "\n") {
        if (char === "\r" && text[i + 1] === "\n") i += 1;
        if (fields.length || started || field) push();
        yield fields;
        fields = [];
        started = false;
      } else {
        field += char;
        started = true;
      }
      i += 1;
    }
    if (fields.length || started || field || quoted) {
      push();
      yield fields;
    }
  }

  // The rows as objects by column name (Python's csv.DictReader): a short row's missing cells are undefined.
  const historyRows = (text) => {
    const records = csvRecords(text);
    const first = records.next();
    const header = first.done ? [] : first.value;
    const missing = NEEDED.filter((name) => !header.includes(name));
    if (missing.length) {
      throw new UnreadableHistory(`this is not a hand history exported by Red Dog (no column ${missing.join(", ")})`);
    }
    const rows = [];
    for (const record of records) {
      if (!record.length) continue; // a blank line is no row (as csv.DictReader skips it)
      const row = {};
      header.forEach((name, index) => {
        row[name] = record[index];
      });
      rows.push(row);
    }
    return { header, rows };
  };

  // The rows of a history file's bytes (`name` is how messages call the file); UnreadableHistory if it has none.
  const readHistoryRows = (bytes, name) => {
    try {
      return historyRows(historyText(bytes, name)).rows;
    } catch (error) {
      if (error instanceof CsvError) throw new UnreadableHistory(`${name} cannot be read as CSV (${error.message})`);
      throw error;
    }
  };

  globalThis.RedDogHistory = { LATER, MAX_FILE_BYTES, NEEDED, UnreadableHistory, readHistoryRows };
})();
