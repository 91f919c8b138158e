// Red Dog's hand-history checker in JavaScript: the same checks as `python -m reddog_qt.fairness`, written
// again from the README's "Fair deals" so that a player need not trust the game's own Python to check it.
//
// A classic script, not an ES module, on purpose: a page opened from disk (file://) may not import modules
// (Chromium refuses them across the "null" origin), but it may load a classic script beside it. verify.html
// loads it with <script src>, verify.mjs (Node) with import(); both then find it as globalThis.RedDogCheck.
// Hashing is Web Crypto's (crypto.subtle), passed in by the caller: the browser's own, or Node's webcrypto.
//
// The words it prints are the Python verifier's, line for line, so that the tests can hold the two together.
"use strict";

(() => {
  // --- what a history is -----------------------------------------------------------------------------------

  const MONEY_COLUMNS = ["bet_id", "table", "cards", "spread", "kind", "wager", "raised", "net", "balance_after",
    "decision"];
  // The columns the check needs (the Python verifier's NEEDED): without one, the file is not a history.
  const NEEDED = ["bet_id", "cards", "shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
    "finish_fingerprint", "finish_seed", ...MONEY_COLUMNS.slice(1)];
  // The columns of hands recorded since the player's seed came in (README "Fair deals", version 2): read where
  // the file has them, empty where it does not (an older export), so such hands are checked as before.
  const LATER = ["player_seed", "shuffle_number", "finish_shuffle_number", "next_fingerprint", "pay_table",
    "raise_rule", "chain"];
  // The largest history read (as the Python verifier: some 500,000 hands).
  const MAX_FILE_BYTES = 128 * 1024 * 1024;
  // Python's csv module refuses a field longer than this; so do we, to give the same verdict.
  const FIELD_LIMIT = 131072;
  const ABANDONED = "abandoned";
  const ALL_MATCH = 0;
  const MISMATCH = 1;
  const UNREADABLE = 2;
  const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  const SUITS = ["c", "d", "h", "s"];
  // The preset tables: their pays (spreads 1 to 11, then trips), raise rule and starting bankroll
  // (README "The tables"). A new game is recognised by its balance jumping to a starting bankroll.
  const STANDARD_SPREADS = [5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1];
  const PRESETS = new Map([
    ["atlantic-city", { spreads: STANDARD_SPREADS, trips: 11n, equal: true, multiple: 1n, bankroll: 1000n }],
    ["eight-deck", { spreads: STANDARD_SPREADS, trips: 11n, equal: true, multiple: 1n, bankroll: 100000n }],
    ["six-deck-shoe", { spreads: STANDARD_SPREADS, trips: 11n, equal: false, multiple: 1n, bankroll: 2000n }],
  ]);
  const NEW_GAME_BANKROLLS = new Set([...PRESETS.values()].map((rules) => rules.bankroll));
  const NOT_IN_EXPORT = "payout not checked: the table's rules are not in the export";

  class UnreadableHistory extends Error {}
  // What Python's csv module would refuse (its csv.Error).
  class CsvError extends Error {}

  // --- small helpers that speak as Python does ---------------------------------------------------------------

  // 1234567 -> "1,234,567" (Python's "{:,}"), for Numbers and BigInts alike.
  const grouped = (value) => {
    const text = String(value);
    const sign = text.startsWith("-") ? "-" : "";
    return sign + text.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ",");
  };

  // Python's repr() of a string, for the few messages that quote a cell.
  const pyRepr = (text) => {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = "";
    for (const char of text) {
      const code = char.codePointAt(0);
      if (char === "\\" || char === quote) out += "\\" + char;
      else if (char === "\n") out += "\\n";
      else if (char === "\r") out += "\\r";
      else if (char === "\t") out += "\\t";
      else if (code < 0x20 || code === 0x7f) out += "\\x" + code.toString(16).padStart(2, "0");
      else out += char;
    }
    return quote + out + quote;
  };

  // str.split() with no argument: words between runs of white space, none for a blank text.
  const words = (text) => {
    const trimmed = text.trim();
    return trimmed ? trimmed.split(/\s+/) : [];
  };

  const isDigits = (text) => /^[0-9]+$/.test(text);

  // Python's int() of a cell (white space around, a sign, "_" between digits), or null.
  const pyInt = (text) => {
    const clean = text.trim();
    return /^[+-]?[0-9]+(_[0-9]+)*$/.test(clean) ? BigInt(clean.replaceAll("_", "")) : null;
  };

  const hexOf = (bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const bytesOf = (hex) => Uint8Array.from(hex.match(/../g) || [], (pair) => parseInt(pair, 16));

  const cardsText = (cards) => cards.join(" ");

  // --- the sealed shuffle (README "The algorithm", steps 2 to 5) ---------------------------------------------

  const shoeCodes = (decks) => {
    const deck = SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit));
    return Array.from({ length: decks }, () => deck).flat();
  };

  // The stream of step 3 and the whole number of step 4: 4 bytes at a time, by rejection, from
  // HMAC-SHA256(key, block number as 8 bytes big-endian), block after block.
  class ByteStream {
    constructor(subtle, key) {
      this.subtle = subtle;
      this.key = subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      this.block = 0;
      this.words = null;
      this.at = 8;
    }

    async below(n) {
      const WORD = 2 ** 32;
      const limit = WORD - (WORD % n);
      for (;;) {
        if (this.at === 8) {
          const message = new Uint8Array(8);
          new DataView(message.buffer).setBigUint64(0, BigInt(this.block));
          this.words = new DataView(await this.subtle.sign("HMAC", await this.key, message));
          this.block += 1;
          this.at = 0;
        }
        const value = this.words.getUint32(4 * this.at);
        this.at += 1;
        if (value < limit) return value % n;
      }
    }
  }

  // Fisher-Yates front to back (step 5), worked out only as far as it is dealt: step i fixes position i,
  // so the positions dealt need only the draws before them. at(p) is the starting-order index at position p.
  class SealedOrder {
    constructor(subtle, key, size) {
      this.stream = new ByteStream(subtle, key);
      this.size = size;
      this.fixed = [];
      this.swapped = new Map();
    }

    async at(position) {
      while (this.fixed.length <= position) {
        const i = this.fixed.length;
        const j = i < this.size - 1 ? i + (await this.stream.below(this.size - i)) : i;
        const item = this.swapped.has(j) ? this.swapped.get(j) : j;
        this.swapped.delete(j);
        if (j !== i) {
          this.swapped.set(j, this.swapped.has(i) ? this.swapped.get(i) : i);
          this.swapped.delete(i);
        }
        this.fixed.push(item);
      }
      return this.fixed[position];
    }
  }

  const sha256Hex = async (subtle, bytes) => hexOf(await subtle.digest("SHA-256", bytes));

  // The whole order of `codes` (in starting order) that `key` deals: for test vectors and a reader's checks.
  const dealOrder = async (subtle, key, codes, count = codes.length) => {
    const order = new SealedOrder(subtle, key, codes.length);
    const dealt = [];
    for (let position = 0; position < count; position += 1) dealt.push(codes[await order.at(position)]);
    return dealt;
  };

  // --- version 2: the player's seed, the shuffle key, the chain, the rules in the export ----------------------

  const utf8 = (text) => new TextEncoder().encode(text);

  // K = HMAC-SHA256(house seed, "reddog-qt shuffle" 0x00 shuffle-number(8 bytes big-endian) UTF-8(player seed)):
  // the key of the byte stream of a shuffle dealt with a player seed. The player seed is hashed as written.
  const shuffleKey = async (subtle, seed, number, playerSeed) => {
    const label = utf8("reddog-qt shuffle");
    const seedText = utf8(playerSeed);
    const message = new Uint8Array(label.length + 1 + 8 + seedText.length);
    message.set(label, 0);
    new DataView(message.buffer).setBigUint64(label.length + 1, BigInt(number));
    message.set(seedText, label.length + 9);
    const key = await subtle.importKey("raw", seed, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    return new Uint8Array(await subtle.sign("HMAC", key, message));
  };

  // What keys a shuffle's byte stream: its shuffle key with a player seed, else the house seed itself
  // (a shuffle sealed before player seeds came in).
  const orderKey = async (subtle, seed, number, playerSeed) =>
    (playerSeed === null || number === null ? seed : shuffleKey(subtle, seed, number, playerSeed));

  // An ISO 8601 time with its UTC offset as the UTC instant YYYY-MM-DDTHH:MM:SSZ (a fraction of a second cut
  // off), or null for a time without one.
  const utcInstant = (text) => {
    const found = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,]\d+)?(Z|[+-]\d\d:?\d\d)$/i.exec(text.trim());
    if (!found) return null;
    const [, year, month, day, hour, minute, second, zone] = found;
    let shift = 0;
    if (zone.toUpperCase() !== "Z") {
      const digits = zone.replace(":", "");
      shift = (digits[0] === "-" ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
    }
    const moment = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute),
      Number(second)) - shift * 60000);
    if (Number.isNaN(moment.getTime())) return null;
    return moment.toISOString().slice(0, 19) + "Z";
  };

  // The export columns a hand's chain line holds, in this order.
  const CHAIN_FIELDS = ["bet_id", "slip_id", "settled_at", "table", "cards", "wager", "raised", "net",
    "balance_after", "decision", "shuffle_fingerprint", "player_seed", "shuffle_number", "card_positions",
    "finish_fingerprint", "finish_shuffle_number"];
  const CHAIN_START = "0".repeat(64);

  // The line a hand adds to the chain: its cells joined by "\n", settled_at as the UTC instant; null if
  // settled_at is not a time with its offset.
  const chainLine = (cells) => {
    const parts = [];
    for (const name of CHAIN_FIELDS) {
      const cell = cells[name] || "";
      if (name !== "settled_at") {
        parts.push(cell);
        continue;
      }
      const instant = utcInstant(cell);
      if (instant === null) return null;
      parts.push(instant);
    }
    return parts.join("\n");
  };

  // chain_k = SHA-256(chain_{k-1} as its 32 bytes, then the UTF-8 of line_k), in hex.
  const nextChain = async (subtle, previous, line) => {
    const before = bytesOf(previous);
    const text = utf8(line);
    const message = new Uint8Array(before.length + text.length);
    message.set(before, 0);
    message.set(text, before.length);
    return sha256Hex(subtle, message);
  };

  // A pay_table cell ("5:4:2:1:11": spreads 1, 2, ... as named, the last named for every wider spread, then
  // three of a kind) as the pays of spreads 1 to 11 and of trips; null if it names no pay table.
  const payTableOf = (text) => {
    const parts = text.split(":");
    if (parts.length < 2 || parts.length > 12 || !parts.every((part) => isDigits(part) && part.length <= 5)) {
      return null;
    }
    const pays = parts.map(Number);
    const trips = pays.pop();
    const spreads = [...pays, ...Array(11 - pays.length).fill(pays[pays.length - 1])];
    return [...spreads, trips].every((pay) => pay >= 1 && pay <= 10000) ? { spreads, trips: BigInt(trips) } : null;
  };

  // A raise_rule cell ("equal:1", "up-to:2"...) as {equal, multiple}; null if it names no raise rule.
  const raiseRuleOf = (text) => {
    const found = /^(equal|up-to):([1-4])$/.exec(text);
    return found ? { equal: found[1] === "equal", multiple: BigInt(found[2]) } : null;
  };

  // Every published vector (vectors.json, without its reference history) worked out again here: the list of
  // those that come out otherwise, empty when all agree.
  const checkVectors = async (vectors, subtle) => {
    const wrong = [];
    const same = (what, found, expected) => {
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        wrong.push(`${what}: ${JSON.stringify(found)} instead of ${JSON.stringify(expected)}`);
      }
    };
    for (const [index, vector] of vectors.orders.entries()) {
      const seed = bytesOf(vector.house_seed);
      same(`orders[${index}].fingerprint`, await sha256Hex(subtle, seed), vector.fingerprint);
      const key = await orderKey(subtle, seed, vector.shuffle_number, vector.player_seed);
      same(`orders[${index}].shuffle_key`, vector.player_seed === null ? null : hexOf(key), vector.shuffle_key);
      same(`orders[${index}].first_cards`, await dealOrder(subtle, key, shoeCodes(vector.decks),
        vector.first_cards.length), vector.first_cards);
    }
    for (const [index, vector] of vectors.finishing.entries()) {
      const key = await orderKey(subtle, bytesOf(vector.house_seed), vector.shuffle_number, vector.player_seed);
      const codes = shoeCodes(vector.decks);
      for (const shown of vector.shown) codes.splice(codes.indexOf(shown), 1);
      same(`finishing[${index}].first_card`, (await dealOrder(subtle, key, codes, 1))[0], vector.first_card);
    }
    let chain = vectors.chain.start;
    same("chain.start", chain, CHAIN_START);
    for (const [index, step] of vectors.chain.steps.entries()) {
      const line = chainLine(step.cells);
      same(`chain.steps[${index}].line`, line, step.line);
      chain = await nextChain(subtle, chain, line);
      same(`chain.steps[${index}].chain`, chain, step.chain);
    }
    for (const [index, table] of vectors.pay_tables.entries()) {
      const pays = payTableOf(table.text);
      same(`pay_tables[${index}]`, pays && [pays.spreads, Number(pays.trips)], [table.spreads, table.trips]);
    }
    for (const [index, rule] of vectors.raise_rules.entries()) {
      const found = raiseRuleOf(rule.text);
      same(`raise_rules[${index}]`, found && [found.equal, Number(found.multiple)], [rule.equal, rule.multiple]);
    }
    return wrong;
  };

  // --- reading the file ---------------------------------------------------------------------------------------

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

  // --- what the check found -------------------------------------------------------------------------------------

  class Report {
    constructor() {
      this.lines = [];
      this.failures = new Map();
      this.betIds = [];
      this.checkedHands = 0;
      this.checkedShuffles = 0;
      this.unsealed = 0;
      this.inPlay = 0;
      this.abandoned = 0;
      this.finished = 0;
      this.notOpened = 0;
      this.payoutsChecked = 0;
      this.balancesChecked = 0;
      this.customTables = new Set();
      // Hands a failure of another hand explains (the later half of a swapped pair): not failed again.
      this.implicated = new Set();
      // For the page's list of hands: each hand's cells by Bet ID, what was found of its cards, and the Bet IDs
      // whose payout was worked out.
      this.rows = new Map();
      this.cardsState = new Map();
      this.paidChecked = new Set();
    }

    // A hand fails once: a hand already failed keeps its first reason.
    fail(betId, why) {
      if (!this.failures.has(betId)) this.failures.set(betId, why);
    }

    get firstFailure() {
      return this.failures.size ? Math.min(...this.failures.keys()) : null;
    }

    get passedBeforeFailure() {
      const first = this.firstFailure;
      return first === null ? this.betIds.length : this.betIds.filter((betId) => betId < first).length;
    }

    get exitCode() {
      return this.firstFailure === null ? ALL_MATCH : MISMATCH;
    }

    summary() {
      const parts = [`${this.betIds.length} hands: ${this.checkedHands} with their cards checked in ` +
        `${this.checkedShuffles} revealed shuffles, ${this.payoutsChecked} with their payout checked, ` +
        `${this.balancesChecked} with the balance before them checked`];
      if (this.finished) {
        parts.push(`${this.finished} finished after an interruption (third card checked; the first two came from a ` +
          "shuffle abandoned when the game stopped)");
      }
      if (this.abandoned) {
        parts.push(`${this.abandoned} from shuffles abandoned when the game stopped (their seeds are gone)`);
      }
      if (this.inPlay) parts.push(`${this.inPlay} from a shoe still in play (not revealed yet)`);
      if (this.unsealed) parts.push(`${this.unsealed} not sealed (recorded before sealed shuffles)`);
      for (const table of [...this.customTables].sort()) parts.push(`hands at ${table}: ${NOT_IN_EXPORT}`);
      const first = this.firstFailure;
      if (first === null) return parts.join("; ") + ". Result: all match.";
      const count = this.failures.size;
      const before = this.passedBeforeFailure;
      return parts.join("; ") + `. Result: MISMATCH, first at Bet ID ${first} (${count} ` +
        `${count === 1 ? "failure" : "failures"}; the ${grouped(before)} ${before === 1 ? "hand" : "hands"} ` +
        "before it pass).";
    }

    // What to print: a line per shuffle and note, then each failure in Bet ID order, then the summary.
    output() {
      const failed = [...this.failures.keys()].sort((a, b) => a - b)
        .map((betId) => `FAIL  Bet ID ${betId}: ${this.failures.get(betId)}`);
      return [...this.lines, ...failed, this.summary()];
    }
  }

  // --- the cards ------------------------------------------------------------------------------------------------

  const hexProblem = (text, what) => (/^[0-9a-f]{64}$/.test(text) ? null : `its ${what} is not 64 hex digits`);

  // Why `card` is not the card at `position` of the shuffle `order` of `shoe`, or null.
  const cardProblem = async (order, shoe, card, position) => {
    if (position >= shoe.length) return `position ${position} is beyond the shoe of ${shoe.length} cards`;
    const dealt = shoe[await order.at(position)];
    return dealt === card ? null : `card ${card} at position ${position}, but the shuffle deals ${dealt} there`;
  };

  // Why the third card of a hand finished after an interruption is not the first card of its finishing
  // shuffle of the shoe less the two cards shown (README step 7), or null.
  // `keyed` is the finishing shuffle's {player, number} for a hand dealt with a player seed, else null.
  const finishProblem = async (subtle, decks, cards, finishSeal, finishSeed, keyed) => {
    const problem = hexProblem(finishSeal, "finishing fingerprint") || hexProblem(finishSeed, "finishing seed");
    if (problem) return problem;
    if (cards.length !== 3) return "a hand finished after an interruption has three cards";
    const seed = bytesOf(finishSeed);
    if ((await sha256Hex(subtle, seed)) !== finishSeal) {
      return "the SHA-256 of its finishing seed is not its finishing fingerprint";
    }
    const codes = shoeCodes(decks);
    for (const shown of cards.slice(0, 2)) {
      const at = codes.indexOf(shown);
      if (at < 0) return "its first two cards are not cards of its shoe";
      codes.splice(at, 1);
    }
    const key = keyed ? await shuffleKey(subtle, seed, keyed.number, keyed.player) : seed;
    const first = codes[await new SealedOrder(subtle, key, codes.length).at(0)];
    return first === cards[2] ? null : `its third card is ${cards[2]}, but the finishing shuffle deals ${first}`;
  };

  class Checker {
    constructor(subtle) {
      this.subtle = subtle;
      this.fingerprints = new Map();
    }

    // The fingerprint of a seed written in hex, each seed hashed once.
    async fingerprint(seedHex) {
      if (!this.fingerprints.has(seedHex)) {
        this.fingerprints.set(seedHex, await sha256Hex(this.subtle, bytesOf(seedHex)));
      }
      return this.fingerprints.get(seedHex);
    }

    async verifyRows(rows) {
      // Each row's cells the checks read, by name (an absent column reads as empty).
      const KEPT = [...new Set([...NEEDED, ...LATER, ...CHAIN_FIELDS])];
      const report = new Report();
      const byBet = new Map();
      for (const row of rows) {
        const betId = pyInt(row.bet_id || "");
        if (betId === null) {
          const cell = row.bet_id === undefined ? "None" : row.bet_id;
          throw new UnreadableHistory(`a Bet ID cannot be read: ${pyRepr(cell.slice(0, 40))}`);
        }
        const key = Number(betId);
        if (byBet.has(key)) report.fail(key, "it is in the file twice");
        else byBet.set(key, Object.fromEntries(KEPT.map((name) => [name, row[name] || ""])));
      }
      report.betIds = [...byBet.keys()].sort((a, b) => a - b);
      report.rows = byBet;
      const afterGap = missingHands(report);
      // Every hand since sealed shuffles began is sealed: a hand without a fingerprint after a sealed one lost it.
      const sealedSince = report.betIds.find((betId) => byBet.get(betId).shuffle_fingerprint.trim()) ?? null;
      const sealed = [];
      for (const betId of report.betIds) {
        const dealt = await this.dealt(betId, byBet.get(betId), report, sealedSince);
        if (dealt) sealed.push(dealt);
      }
      for (const shuffle of await this.shuffles(sealed, report)) await this.checkShuffle(shuffle, report, afterGap);
      checkMoney(report.betIds.map((betId) => [betId, byBet.get(betId)]), report, afterGap);
      await this.checkChain(report, byBet, afterGap);
      return report;
    }

    // The hand's cards from its sealed shuffle, or null for a hand not sealed (counted) or that fails here.
    async dealt(betId, row, report, sealedSince) {
      const seal = row.shuffle_fingerprint.trim();
      if (!seal) {
        if (sealedSince !== null && betId > sealedSince) {
          report.fail(betId, `it has no shuffle fingerprint, but Bet ID ${sealedSince} before it was sealed ` +
            "(every hand since sealed shuffles began is sealed)");
        } else {
          report.unsealed += 1;
          report.cardsState.set(betId, "not sealed");
        }
        return null;
      }
      try {
        const must = (problem) => {
          if (problem) throw new RangeError(problem);
        };
        must(hexProblem(seal, "fingerprint"));
        let cards = words(row.cards);
        const decksText = row.shoe_decks.trim();
        if (!isDigits(decksText) || Number(decksText) < 1 || Number(decksText) > 8) {
          must("its shoe's decks are out of range");
        }
        const decks = Number(decksText);
        const positionWords = words(row.card_positions);
        if (!positionWords.every((number) => isDigits(number) && number.length < 10)) {
          must("its card positions are not whole numbers");
        }
        const positions = positionWords.map(Number);
        const seed = row.shuffle_seed.trim();
        // A hand dealt with a player seed: its shuffle's order comes from the shuffle key. The player seed is
        // hashed exactly as written (never trimmed nor normalised).
        const keyed = this.keyed(row.player_seed, row.shuffle_number, "shuffle number");
        const finishSeal = row.finish_fingerprint.trim();
        if (finishSeal) {
          const finishKeyed = keyed && this.keyed(row.player_seed, row.finish_shuffle_number,
            "finishing shuffle number");
          must(await finishProblem(this.subtle, decks, cards, finishSeal, row.finish_seed.trim(), finishKeyed));
          report.finished += 1;
          report.lines.push(`ok    Bet ID ${betId}: finished after an interruption; its third card is the first ` +
            `of shuffle ${finishSeal.slice(0, 12)}`);
          cards = cards.slice(0, 2);
        }
        if (!positions.length || positions.length !== cards.length) {
          must(`it has ${cards.length} cards but ${positions.length} card positions`);
        }
        if (seed && seed !== ABANDONED) must(hexProblem(seed, "seed"));
        return { betId, seal, seed, decks, keyed, cards, positions, failed: false, finished: Boolean(finishSeal) };
      } catch (problem) {
        if (!(problem instanceof RangeError)) throw problem;
        report.fail(betId, problem.message);
        return null;
      }
    }

    // The chain (version 2): from chain_0 at the file's first hand, each hand's value is the SHA-256 of the one
    // before and its line. A hand whose recorded value is not the one worked out fails; the next is worked out
    // from the value recorded (so one changed hand is one failure), as is a hand after a missing one (already
    // named). Hands without a chain value (recorded before it) are passed over.
    async checkChain(report, byBet, afterGap) {
      let chain = CHAIN_START;
      for (const betId of report.betIds) {
        const row = byBet.get(betId);
        const recorded = row.chain.trim();
        if (!recorded) continue;
        const line = chainLine(row);
        if (line === null) {
          report.fail(betId, "its settled_at is not a time with its UTC offset");
        } else {
          const worked = await nextChain(this.subtle, chain, line);
          if (worked !== recorded && !afterGap.has(betId)) {
            report.fail(betId, `its chain is ${recorded.slice(0, 12)}, but the hands up to it make ` +
              `${worked.slice(0, 12)}: it, or a hand before it, is not as recorded`);
          }
        }
        if (hexProblem(recorded, "chain")) {
          report.fail(betId, hexProblem(recorded, "chain"));
          return;
        }
        chain = recorded;
      }
    }

    // A hand's player seed and shuffle number as {player, number}, null for a hand without either (dealt
    // before player seeds); a RangeError if only one is there or the number is none.
    keyed(player, numberText, what) {
      if (!player && !numberText.trim()) return null;
      const number = numberText.trim();
      if (!isDigits(number) || number.length > 20 || BigInt(number) >= 2n ** 64n) {
        throw new RangeError(`its ${what} is not a whole number from 0 to 2**64 - 1`);
      }
      if (!player) throw new RangeError(`it has a ${what} but no player seed`);
      return { player, number: BigInt(number) };
    }

    // The revealed shuffles, each with its hands. A shuffle's seed is the one of its hands' seeds that opens
    // its fingerprint. A hand whose seed or shoe differs from its shuffle's, or whose fingerprint is another
    // shuffle's seed's, fails, and still takes its positions in that shuffle (so the hands after it do not).
    async shuffles(sealed, report) {
      const bySeal = new Map();
      const hidden = [];
      for (const dealt of sealed) {
        if (dealt.seed !== "" && dealt.seed !== ABANDONED) {
          if (!bySeal.has(dealt.seal)) bySeal.set(dealt.seal, []);
          bySeal.get(dealt.seal).push(dealt);
        } else {
          hidden.push(dealt);
        }
      }
      const shuffles = new Map();
      for (const [seal, hands] of bySeal) {
        for (const dealt of hands) {
          if ((await this.fingerprint(dealt.seed)) === seal) {
            shuffles.set(seal, { seal, seed: dealt.seed, decks: dealt.decks, keyed: dealt.keyed, hands: [] });
            break;
          }
        }
      }
      for (const dealt of hidden) {
        const home = shuffles.get(dealt.seal);
        if (home) { // its seed withheld, though the other hands of its shuffle show it
          report.fail(dealt.betId, `its seed is ${dealt.seed ? "marked abandoned" : "not shown"}, but shuffle ` +
            `${dealt.seal.slice(0, 12)} is revealed in the other hands dealt from it`);
          dealt.failed = true;
          home.hands.push(dealt);
        } else if (!dealt.finished) {
          if (dealt.seed) {
            report.abandoned += 1;
            report.cardsState.set(dealt.betId, "abandoned");
          } else {
            report.inPlay += 1;
            report.cardsState.set(dealt.betId, "in play");
          }
        }
      }
      for (const [seal, hands] of bySeal) {
        const home = shuffles.get(seal);
        const shut = [];
        for (const dealt of hands) {
          if (home) {
            if (dealt.seed !== home.seed) {
              report.fail(dealt.betId, `its seed is not the one revealed for shuffle ${seal.slice(0, 12)} ` +
                "(whose SHA-256 is the fingerprint shown before the bet)");
              dealt.failed = true;
            } else if (dealt.decks !== home.decks) {
              report.fail(dealt.betId, `its shoe_decks is not that of the other hands of shuffle ${seal.slice(0, 12)}`);
              dealt.failed = true;
            } else if (dealt.keyed?.player !== home.keyed?.player || dealt.keyed?.number !== home.keyed?.number) {
              report.fail(dealt.betId, "its player seed or shuffle number is not that of the other hands of shuffle " +
                seal.slice(0, 12));
              dealt.failed = true;
            }
            home.hands.push(dealt);
            continue;
          }
          const other = shuffles.get(await this.fingerprint(dealt.seed));
          if (other && other.seed === dealt.seed) {
            report.fail(dealt.betId, `its fingerprint ${seal.slice(0, 12)} is not the SHA-256 of its seed (that is ` +
              `${other.seal.slice(0, 12)}, the fingerprint of the other hands dealt with it)`);
            dealt.failed = true;
            other.hands.push(dealt);
          } else {
            shut.push(dealt);
          }
        }
        if (shut.length) {
          const first = shut.reduce((low, dealt) => (dealt.betId < low.betId ? dealt : low));
          report.fail(first.betId, `the SHA-256 of the seed is not the fingerprint ${seal.slice(0, 12)} shown ` +
            "before the bet");
          report.notOpened += shut.length;
        }
      }
      return [...shuffles.values()];
    }

    async checkShuffle(shuffle, report, afterGap) {
      const codes = shoeCodes(shuffle.decks);
      const seed = bytesOf(shuffle.seed);
      const { keyed } = shuffle;
      const key = keyed ? await shuffleKey(this.subtle, seed, keyed.number, keyed.player) : seed;
      const order = new SealedOrder(this.subtle, key, codes.length);
      const hands = [...shuffle.hands].sort((a, b) => a.betId - b.betId);
      const name = shuffle.seal.slice(0, 12);
      const owner = new Map();
      const failedBefore = report.failures.size;
      for (const dealt of hands) {
        const positions = dealt.positions;
        if (!dealt.failed) {
          let problem = null;
          if (!positions.every((position, index) => position === positions[0] + index)) {
            problem = `its card positions ${positions.join(" ")} do not follow one another`;
          }
          for (let index = 0; index < dealt.cards.length && !problem; index += 1) {
            problem = await cardProblem(order, codes, dealt.cards[index], positions[index]);
          }
          if (problem) {
            report.fail(dealt.betId, problem);
            dealt.failed = true;
          }
        }
        for (const position of positions) {
          if (owner.has(position) && !dealt.failed) {
            report.fail(dealt.betId, `position ${position} of shuffle ${name} was dealt already, in Bet ID ` +
              `${owner.get(position)}`);
            dealt.failed = true;
          } else if (position < codes.length && !owner.has(position)) {
            owner.set(position, dealt.betId);
          }
        }
      }
      // Hands out of order: the earlier Bet ID holding the later cards is named (a swapped pair is one failure).
      let highest = null;
      for (const dealt of hands) {
        if (dealt.failed) continue;
        if (highest && dealt.positions[0] < highest.positions[highest.positions.length - 1]) {
          if (!highest.failed) {
            report.fail(highest.betId, `its cards (to position ${highest.positions[highest.positions.length - 1]} ` +
              `of shuffle ${name}) were dealt after those of Bet ID ${dealt.betId} (from position ` +
              `${dealt.positions[0]}), a later hand`);
            highest.failed = true;
          }
          report.implicated.add(dealt.betId);
          continue;
        }
        highest = dealt;
      }
      checkHoles(hands, owner, name, report, afterGap);
      report.checkedShuffles += 1;
      report.checkedHands += hands.length;
      for (const dealt of hands) report.cardsState.set(dealt.betId, `cards checked in shuffle ${name}`);
      if (report.failures.size === failedBefore) {
        const bets = hands.map((dealt) => dealt.betId);
        const span = bets.length === 1 ? `Bet ID ${bets[0]}` : `Bet IDs ${bets[0]} to ${bets[bets.length - 1]}`;
        const cards = hands.reduce((sum, dealt) => sum + dealt.cards.length, 0);
        report.lines.push(`ok    shuffle ${name}: ${span}, ${cards} cards match`);
      }
    }
  }

  // Fail each Bet ID missing between two in the file; the Bet IDs that follow a missing one.
  const missingHands = (report) => {
    const afterGap = new Set();
    const ids = report.betIds;
    for (let index = 1; index < ids.length; index += 1) {
      const low = ids[index - 1];
      const high = ids[index];
      if (high - low > 1) {
        const missing = high - low === 2 ? `Bet ID ${low + 1} is` : `Bet IDs ${low + 1} to ${high - 1} are`;
        report.fail(low + 1, `it is not in the file: ${missing} missing between Bet ID ${low} and Bet ID ${high} ` +
          "(deleted, or left out of the export as damaged)");
        afterGap.add(high);
      }
    }
    return afterGap;
  };

  // Fail the hand after each run of positions no hand took, unless it failed already, or follows a missing
  // Bet ID or a hand that failed (either of which already names the hand whose cards are not placed).
  const checkHoles = (hands, owner, name, report, afterGap) => {
    const order = hands.map((dealt) => dealt.betId);
    const failed = new Set(hands.filter((dealt) => dealt.failed).map((dealt) => dealt.betId));
    const top = owner.size ? Math.max(...owner.keys()) : -1;
    let position = 0;
    while (position <= top) {
      if (owner.has(position)) {
        position += 1;
        continue;
      }
      const start = position;
      while (!owner.has(position)) position += 1;
      const before = owner.get(start - 1);
      const index = before === undefined ? 0 : order.indexOf(before) + 1;
      const blamed = order[Math.min(index, order.length - 1)];
      // A hand between the two that failed already (its cards could not be placed) is the one missing.
      const low = before || 0;
      const explained = [...report.failures.keys()].some((betId) => low < betId && betId < blamed);
      if (!failed.has(blamed) && !afterGap.has(blamed) && !explained) {
        const span = start === position - 1 ? `position ${start} is` : `positions ${start} to ${position - 1} are`;
        report.fail(blamed, `${span} of shuffle ${name} in no hand of the file: a hand before this one is missing`);
        failed.add(blamed);
      }
    }
  };

  // --- the money (README "The money") ---------------------------------------------------------------------------

  // A money cell as a whole number of credits (BigInt: a file may hold any number), or a RangeError.
  const whole = (text, what) => {
    const clean = text.trim();
    const digits = clean.replace(/^-+/, "");
    if (!isDigits(digits) || clean.length > 20) throw new RangeError(`its ${what} is not a whole number of credits`);
    // Python's int() takes one sign only: what it says of "--5" is the failure's reason there too.
    if (clean.length - digits.length > 1) {
      throw new RangeError(`invalid literal for int() with base 10: ${pyRepr(clean)}`);
    }
    return BigInt(clean);
  };

  const moneyOf = (betId, row) => ({
    betId, table: row.table.trim(), cards: words(row.cards), wager: whole(row.wager, "wager"),
    raised: whole(row.raised, "raise"), net: whole(row.net, "net"), balanceAfter: whole(row.balance_after,
      "balance_after"), decision: row.decision.trim(), kind: row.kind.trim(), spread: row.spread.trim(),
  });

  // A card's value, 2 to 14 (ace high), as the game reads a card code (any case; "T" is ten), or null.
  const cardValue = (code) => {
    if (code.length < 2 || !SUITS.includes(code.slice(-1).toLowerCase())) return null;
    let key = code.slice(0, -1).trim().toUpperCase();
    if (key === "T") key = "10";
    const face = ["J", "Q", "K", "A"].indexOf(key);
    if (face >= 0) return 11 + face;
    const number = pyInt(key);
    return number !== null && number >= 2n && number <= 14n ? Number(number) : null;
  };

  const kindOf = (first, second) => {
    const gap = Math.abs(first - second);
    return gap === 0 ? "pair" : gap === 1 ? "consecutive" : "spread";
  };

  // What `hand`'s cards, wager, raise and decision pay at `rules`; a RangeError saying why a hand cannot be so.
  const workedOutNet = (hand, rules) => {
    const values = hand.cards.map(cardValue);
    if (values.includes(null)) throw new RangeError(`its cards ${pyRepr(cardsText(hand.cards))} are not cards`);
    if (values.length < 2) throw new RangeError("it has fewer than two cards");
    const [first, second] = values;
    const kind = kindOf(first, second);
    const [shown1, shown2] = hand.cards;
    if (hand.kind && hand.kind !== kind) {
      throw new RangeError(`its kind is ${hand.kind}, but ${shown1} ${shown2} make a ${kind}`);
    }
    const spread = kind === "spread" ? Math.abs(first - second) - 1 : null;
    if (hand.kind && hand.spread !== (spread === null ? "" : String(spread))) {
      throw new RangeError(`its spread is ${hand.spread || "empty"}, but ${shown1} ${shown2} make ${spread ?? "none"}`);
    }
    const decided = {
      raise: hand.raised > 0n, stand: hand.raised === 0n && kind === "spread",
      none: hand.raised === 0n && kind !== "spread", "": true,
    }[hand.decision];
    if (!decided || !Object.hasOwn({ raise: 0, stand: 0, none: 0, "": 0 }, hand.decision)) {
      throw new RangeError(`its decision ${pyRepr(hand.decision || "none")} does not go with a raise of ` +
        `${grouped(hand.raised)}`);
    }
    const most = hand.wager * rules.multiple;
    if (hand.raised && rules.equal && hand.raised !== most) {
      throw new RangeError(`its raise of ${grouped(hand.raised)} is not the ${grouped(most)} this table's raise ` +
        "must be");
    }
    if (hand.raised > most) {
      throw new RangeError(`its raise of ${grouped(hand.raised)} is more than the ${grouped(most)} this table allows`);
    }
    const cannot = (why) => new RangeError(`its result cannot be worked out (${why})`);
    if (hand.wager < 1n) throw cannot(`a wager is a positive whole number of credits, not ${hand.wager}`);
    if (hand.raised < 0n) throw cannot(`a raise is a whole number of credits, not ${hand.raised}`);
    if (values.length !== 2 && values.length !== 3) {
      throw cannot(`a finished hand has two or three cards, not ${values.length}`);
    }
    if (hand.raised && kind !== "spread") throw cannot("only a spread hand can be raised");
    if (kind === "consecutive") {
      if (values.length !== 2) throw cannot("a consecutive hand gets no third card");
      return 0n;
    }
    if (values.length !== 3) throw cannot(`a ${kind} hand is not finished until the third card is dealt`);
    const third = values[2];
    if (kind === "pair") return third === first ? hand.wager * rules.trips : 0n;
    const low = Math.min(first, second);
    const high = Math.max(first, second);
    const stake = hand.wager + hand.raised;
    return low < third && third < high ? stake * BigInt(rules.spreads[high - low - 2]) : -stake;
  };

  // The rules a hand was paid by: from its pay_table and raise_rule where the export has them (which, at a
  // preset table, must be the preset's), else a preset's by the table's name; null for a custom table's hand
  // recorded before the rules were exported. A RangeError for rules that cannot be read.
  const rulesOf = (hand, row) => {
    const preset = PRESETS.get(hand.table) ?? null;
    if (!row.pay_table && !row.raise_rule) return preset;
    const pays = payTableOf(row.pay_table);
    if (!pays) throw new RangeError(`its pay_table ${pyRepr(row.pay_table.slice(0, 40))} is not a pay table`);
    const rule = raiseRuleOf(row.raise_rule);
    if (!rule) throw new RangeError(`its raise_rule ${pyRepr(row.raise_rule.slice(0, 40))} is not a raise rule`);
    const rules = { spreads: pays.spreads, trips: pays.trips, equal: rule.equal, multiple: rule.multiple };
    const differs = (name) => String(rules[name]) !== String(preset[name]);
    if (preset && ["spreads", "trips", "equal", "multiple"].some(differs)) {
      throw new RangeError(`its pay_table and raise_rule are not those of the table ${hand.table}`);
    }
    return rules;
  };

  const netProblem = (hand, paid) => (paid === hand.net ? null : `its net is ${grouped(hand.net)}, but ` +
    `${cardsText(hand.cards)} with a wager of ${grouped(hand.wager)} and a raise of ${grouped(hand.raised)} pay ` +
    `${grouped(paid)} at this table`);

  const checkMoney = (rows, report, afterGap) => {
    const hands = [];
    const nets = new Map();
    for (const [betId, row] of rows) {
      let hand;
      try {
        hand = moneyOf(betId, row);
      } catch (why) {
        if (!(why instanceof RangeError)) throw why;
        report.fail(betId, why.message);
        continue;
      }
      hands.push(hand);
      let rules;
      let paid;
      try {
        rules = rulesOf(hand, row);
        if (!rules) {
          report.customTables.add(hand.table);
          continue;
        }
        paid = workedOutNet(hand, rules);
      } catch (why) {
        if (!(why instanceof RangeError)) throw why;
        report.fail(betId, why.message);
        continue;
      }
      nets.set(betId, paid);
      report.payoutsChecked += 1;
      report.paidChecked.add(betId);
      const problem = netProblem(hand, paid);
      if (problem) report.fail(betId, problem);
    }
    const skip = new Set([...report.failures.keys(), ...afterGap, ...report.implicated]);
    const found = balanceProblems(hands, nets, skip);
    for (const [betId, reason] of found.failures) report.fail(betId, reason);
    report.lines.push(...found.notes.map((note) => `note  ${note}`));
    report.balancesChecked = found.checked;
  };

  // Follow the balance from hand to hand: the balance before a hand (its balance_after less its net) is the
  // balance_after of the hand before it. A break to a preset's starting bankroll is a new game (listed); a
  // break next to a custom table is not checked (listed); a single changed balance_after is told from a break
  // by the hand after it, which goes on from the balance the changed one should have left.
  const balanceProblems = (hands, nets, skip) => {
    const found = { failures: [], notes: [], checked: 0 };
    let previous = null;
    let balance = null;
    const netOf = (hand) => (nets.has(hand.betId) ? nets.get(hand.betId) : hand.net);
    hands.forEach((hand, index) => {
      const net = netOf(hand);
      const before = hand.balanceAfter - net;
      if (previous === null || balance === null || before === balance) {
        if (balance !== null) found.checked += 1;
        previous = hand;
        balance = hand.balanceAfter;
        return;
      }
      const after = hands[index + 1];
      const follows = after !== undefined && after.balanceAfter - netOf(after) === balance + net;
      if ([...skip].some((betId) => previous.betId <= betId && betId <= hand.betId)) {
        // a break next to a hand that failed already (or follows a missing one) is that failure's
      } else if (follows) {
        found.failures.push([hand.betId, `its balance_after is ${grouped(hand.balanceAfter)}, but the balance ` +
          `after Bet ID ${previous.betId} (${grouped(balance)}) and its net (${grouped(net)}) make ` +
          `${grouped(balance + net)}`]);
      } else if (!PRESETS.has(hand.table) || !PRESETS.has(previous.table)) {
        found.notes.push(`balance not checked from Bet ID ${previous.betId} to ${hand.betId}: it went from ` +
          `${grouped(balance)} to ${grouped(before)}, which a new game at a custom table could do (the export does ` +
          "not record new games, nor a custom table's starting bankroll)");
      } else if (NEW_GAME_BANKROLLS.has(before)) {
        found.notes.push(`a new game before Bet ID ${hand.betId}: the balance went from ${grouped(balance)} to the ` +
          `starting bankroll ${grouped(before)}`);
      } else {
        found.failures.push([hand.betId, `the balance before it was ${grouped(before)}, but Bet ID ` +
          `${previous.betId} left ${grouped(balance)}`]);
      }
      balance = follows ? balance + net : hand.balanceAfter;
      previous = hand;
    });
    return found;
  };

  // --- the way in ---------------------------------------------------------------------------------------------

  // Check a history file's bytes (`name` is how messages call the file). Resolves to a Report; rejects with
  // UnreadableHistory if it cannot be read.
  const verifyBytes = async (bytes, subtle, name = "the file") => {
    let rows;
    try {
      rows = historyRows(historyText(bytes, name)).rows;
    } catch (error) {
      if (error instanceof CsvError) throw new UnreadableHistory(`${name} cannot be read as CSV (${error.message})`);
      throw error;
    }
    return new Checker(subtle).verifyRows(rows);
  };

  globalThis.RedDogCheck = {
    ALL_MATCH, MISMATCH, UNREADABLE, MAX_FILE_BYTES, UnreadableHistory, Report, SealedOrder, chainLine,
    checkVectors, dealOrder, historyRows, nextChain, orderKey, payTableOf, raiseRuleOf, shoeCodes, sha256Hex,
    shuffleKey, utcInstant, verifyBytes,
  };
})();
