// Red Dog's sealed shuffles in JavaScript (README "Fair deals", "The algorithm"): the card order a seed gives,
// with and without the player's seed, the history's chain, and the pay-table and raise-rule texts of the export;
// whether a recorded hand matches its shuffle; and checkVectors, which works out the published test vectors again.
//
// A classic script, not an ES module, on purpose: a page opened from disk (file://) may not import modules
// (Chromium refuses them across the "null" origin), but it may load classic scripts beside it. verify.html
// loads it with <script src>, verify.mjs (Node) with import(); both then find it as globalThis.RedDogSealed.
// Hashing is Web Crypto's (crypto.subtle), passed in by the caller: the browser's own, or Node's webcrypto.
"use strict";

(() => {
  const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  const SUITS = ["c", "d", "h", "s"];

  const isDigits = (text) => /^[0-9]+$/.test(text);

  const hexOf = (bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const bytesOf = (hex) => Uint8Array.from(hex.match(/../g) || [], (pair) => parseInt(pair, 16));

  // The white space Python's str.strip() and str.split() take (not quite JavaScript's trim(): U+001C to U+001F
  // and U+0085 are in, U+FEFF is out), so that a cell reads as the Python verifier reads it.
  const SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
  const EDGES = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, "g");
  const GAPS = new RegExp(`[${SPACE}]+`);
  const strip = (text) => text.replace(EDGES, "");
  // str.split() with no argument: the words between runs of white space, none for a blank text.
  const words = (text) => (strip(text) ? strip(text).split(GAPS) : []);

  // Decimal digits of any script as ASCII ("٣" is 3, as Python's int() reads it): a digit's value is its place in
  // the run of digits it belongs to (Unicode gives each script's ten digits in a run, zero first).
  const asciiDigits = (text) => text.replace(/\p{Nd}/gu, (digit) => {
    let start = digit.codePointAt(0);
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((digit.codePointAt(0) - start) % 10);
  });

  // Python's int() of a cell (white space around, a sign, "_" between digits, at most 4,300 digits), or null.
  const pyInt = (text) => {
    const clean = strip(text);
    if (!/^[+-]?\p{Nd}+(_\p{Nd}+)*$/u.test(clean) || Array.from(clean).length > 4300) return null;
    return BigInt(asciiDigits(clean).replaceAll("_", ""));
  };

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
      // The positions not fixed yet whose item was swapped away (every other one still holds its own index).
      this.moved = new Map();
    }

    async at(position) {
      const itemAt = (place) => this.moved.get(place) ?? place;
      while (this.fixed.length <= position) {
        const i = this.fixed.length;
        const j = i < this.size - 1 ? i + (await this.stream.below(this.size - i)) : i;
        const item = itemAt(j);
        this.moved.set(j, itemAt(i)); // the swap: j takes the item at i, and i (fixed now) is forgotten
        this.moved.delete(i);
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
    const found = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,]\d+)?(Z|[+-]\d\d:?\d\d)$/i.exec(strip(text));
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
    "finish_fingerprint", "finish_shuffle_number", "new_run"];
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

  // A character as Python's repr() writes one it does not print: \xNN, \uNNNN or \UNNNNNNNN.
  const escaped = (code) => {
    const [mark, width] = code < 0x100 ? ["x", 2] : code < 0x10000 ? ["u", 4] : ["U", 8];
    return `\\${mark}${code.toString(16).padStart(width, "0")}`;
  };

  // Python's repr() of a text's first `most` characters (code points, as Python counts them), as the Python
  // verifier quotes a cell in a message.
  const pyRepr = (whole, most = Infinity) => {
    const text = Array.from(whole).slice(0, most).join("");
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = "";
    for (const char of text) {
      const code = char.codePointAt(0);
      if (char === "\\" || char === quote) out += "\\" + char;
      else if (char === "\n") out += "\\n";
      else if (char === "\r") out += "\\r";
      else if (char === "\t") out += "\\t";
      else if (char !== " " && /[\p{C}\p{Z}]/u.test(char)) out += escaped(code); // what Python cannot print
      else out += char;
    }
    return quote + out + quote;
  };

  // A pay_table cell ("5:4:2:1:11": spreads 1, 2, ... as named, the last named for every wider spread, then
  // three of a kind) as the pays of spreads 1 to 11 and of trips; a RangeError if it names no pay table.
  const payTableOf = (text) => {
    const parts = text.split(":");
    if (parts.length < 2 || parts.length > 12 || !parts.every((part) => isDigits(part) && part.length <= 5)) {
      throw new RangeError(`${pyRepr(text, 40)} is not a pay table (whole payouts by ':', three of a kind ` +
        "last)");
    }
    const pays = parts.map(Number);
    const trips = pays.pop();
    const spreads = [...pays, ...Array(11 - pays.length).fill(pays[pays.length - 1])];
    if (![...spreads, trips].every((pay) => pay >= 1 && pay <= 10000)) {
      throw new RangeError(`the pay table ${pyRepr(text, 40)} pays outside 1 to 10,000`);
    }
    return { spreads, trips: BigInt(trips) };
  };

  // A raise_rule cell ("equal:1", "up-to:2"...) as {equal, multiple}; a RangeError if it names no raise rule.
  const raiseRuleOf = (text) => {
    const found = /^(equal|up-to):([1-4])$/.exec(text);
    if (!found) throw new RangeError(`${pyRepr(text, 40)} is not a raise rule (equal or up-to, ':', 1 to 4)`);
    return { equal: found[1] === "equal", multiple: BigInt(found[2]) };
  };

  // --- does a recorded hand match its sealed shuffle? (the Python verifier's seal_verdict) -----------------

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
      same(`pay_tables[${index}]`, [pays.spreads, Number(pays.trips)], [table.spreads, table.trips]);
    }
    for (const [index, rule] of vectors.raise_rules.entries()) {
      const found = raiseRuleOf(rule.text);
      same(`raise_rules[${index}]`, [found.equal, Number(found.multiple)], [rule.equal, rule.multiple]);
    }
    return wrong;
  };

  globalThis.RedDogSealed = {
    CHAIN_FIELDS, CHAIN_START, SUITS, SealedOrder, bytesOf, cardProblem, chainLine, checkVectors, dealOrder,
    asciiDigits, finishProblem, hexOf, hexProblem, isDigits, nextChain, orderKey, payTableOf, pyInt, pyRepr,
    raiseRuleOf, sha256Hex, shoeCodes, shuffleKey, strip, utcInstant, words,
  };
})();
