// Red Dog's hand-history checker in JavaScript: the same checks as `python -m reddog_qt.fairness`, written
// again from the README's "Fair deals" so that a player need not trust the game's own Python to check it.
//
// A classic script, not an ES module, on purpose: a page opened from disk (file://) may not import modules
// (Chromium refuses them across the "null" origin), but it may load classic scripts beside it. verify.html
// loads it after sealed.js, money.js, history.js and links.js with <script src>, verify.mjs (Node) with import(); both
// then find it as globalThis.RedDogCheck. Hashing is Web Crypto's (crypto.subtle), passed in by the caller: the
// browser's own, or Node's webcrypto.
//
// The words it prints are the Python verifier's, line for line, so that the tests can hold the two together.
"use strict";

(() => {
  const {
    CHAIN_FIELDS, SealedOrder, bytesOf, cardProblem, finishProblem, hexProblem, isDigits, pyInt, pyRepr, sha256Hex,
    shoeCodes, shuffleKey, strip, words,
  } = globalThis.RedDogSealed;
  const { NOT_IN_EXPORT, checkMoney, grouped } = globalThis.RedDogMoney;
  const { LATER, MAX_FILE_BYTES, NEEDED, UnreadableHistory, readHistoryRows } = globalThis.RedDogHistory;
  const { chainProblems, linkProblems, mostCommon } = globalThis.RedDogLinks;

  // --- what a history is -----------------------------------------------------------------------------------

  const ABANDONED = "abandoned";
  // Bet IDs are BigInts (a file may hold any whole number, and Python reads it exactly), so sorted by this.
  const ascending = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const ALL_MATCH = 0;
  const MISMATCH = 1;
  const UNREADABLE = 2;

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
      // The last chain value (null without a chain, or with a break), how many links between shuffles held, and
      // how many shuffles began a new run of the game (not linked into).
      this.chain = null;
      this.linksChecked = 0;
      this.restarts = 0;
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

    // The Bet IDs that failed, lowest first.
    failedBetIds() {
      return [...this.failures.keys()].sort(ascending);
    }

    get firstFailure() {
      return this.failures.size ? this.failedBetIds()[0] : null;
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
      if (this.chain !== null) {
        parts.push(`the chain checked through every hand, last value ${this.chain}; ${this.linksChecked} links ` +
          `between shuffles checked, ${this.restarts} restarts (a new run's first shuffle is not linked)`);
      }
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
      const failed = this.failedBetIds()
        .map((betId) => `FAIL  Bet ID ${betId}: ${this.failures.get(betId)}`);
      return [...this.lines, ...failed, this.summary()];
    }
  }

  // --- the cards ------------------------------------------------------------------------------------------------

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
          throw new UnreadableHistory(`a Bet ID cannot be read: ${pyRepr(cell, 40)}`);
        }
        if (byBet.has(betId)) report.fail(betId, "it is in the file twice");
        else byBet.set(betId, Object.fromEntries(KEPT.map((name) => [name, row[name] || ""])));
      }
      report.betIds = [...byBet.keys()].sort(ascending);
      report.rows = byBet;
      const afterGap = missingHands(report);
      // Every hand since sealed shuffles began is sealed: a hand without a fingerprint after a sealed one lost it.
      const sealedSince = report.betIds.find((betId) => strip(byBet.get(betId).shuffle_fingerprint)) ?? null;
      const sealed = [];
      for (const betId of report.betIds) {
        const dealt = await this.dealt(betId, byBet.get(betId), report, sealedSince);
        if (dealt) sealed.push(dealt);
      }
      for (const shuffle of await this.shuffles(sealed, report)) await this.checkShuffle(shuffle, report, afterGap);
      const kept = report.betIds.map((betId) => [betId, byBet.get(betId)]);
      checkMoney(kept, report, afterGap);
      const chain = await chainProblems(this.subtle, kept, afterGap);
      report.chain = chain.chain;
      const links = linkProblems(kept, afterGap);
      report.linksChecked = links.checked;
      report.restarts = links.restarts;
      for (const [betId, why] of [...chain.failures, ...links.failures]) report.fail(betId, why);
      return report;
    }

    // The hand's cards from its sealed shuffle, or null for a hand not sealed (counted) or that fails here.
    async dealt(betId, row, report, sealedSince) {
      const seal = strip(row.shuffle_fingerprint);
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
        const decksText = strip(row.shoe_decks);
        if (!isDigits(decksText) || Number(decksText) < 1 || Number(decksText) > 8) {
          must("its shoe's decks are out of range");
        }
        const decks = Number(decksText);
        const positionWords = words(row.card_positions);
        if (!positionWords.every((number) => isDigits(number) && number.length < 10)) {
          must("its card positions are not whole numbers");
        }
        const positions = positionWords.map(Number);
        const seed = strip(row.shuffle_seed);
        // A hand dealt with a player seed: its shuffle's order comes from the shuffle key. The player seed is
        // hashed exactly as written (never trimmed nor normalised).
        const key = keyOf(row.shuffle_number, row.player_seed);
        const finishSeal = strip(row.finish_fingerprint);
        if (finishSeal) {
          const finishNumber = keyOf(row.finish_shuffle_number, row.player_seed).number;
          const finishKey = key.player === null || finishNumber === null ? null
            : { number: finishNumber, player: key.player };
          must(await finishProblem(this.subtle, decks, cards, finishSeal, strip(row.finish_seed), finishKey));
          report.finished += 1;
          report.lines.push(`ok    Bet ID ${betId}: finished after an interruption; its third card is the first ` +
            `of shuffle ${finishSeal.slice(0, 12)}`);
          cards = cards.slice(0, 2);
        }
        if (!positions.length || positions.length !== cards.length) {
          must(`it has ${cards.length} cards but ${positions.length} card positions`);
        }
        if (seed && seed !== ABANDONED) must(hexProblem(seed, "seed"));
        return { betId, seal, seed, decks, key, cards, positions, failed: false, finished: Boolean(finishSeal) };
      } catch (problem) {
        if (!(problem instanceof RangeError)) throw problem;
        report.fail(betId, problem.message);
        return null;
      }
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
            // The key most of its hands record: one changed row fails alone.
            const { key } = mostCommon(hands, (hand) => keyText(hand.key));
            shuffles.set(seal, { seal, seed: dealt.seed, decks: dealt.decks, key, hands: [] });
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
            } else if (keyText(dealt.key) !== keyText(home.key)) {
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
      const { number, player } = shuffle.key;
      const key = player === null ? seed : await shuffleKey(this.subtle, seed, number, player);
      const order = new SealedOrder(this.subtle, key, codes.length);
      const hands = [...shuffle.hands].sort((a, b) => ascending(a.betId, b.betId));
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

  // A hand's shuffle number and player seed as its row records them, {number: null, player: null} for a hand
  // dealt before player seeds; a RangeError if they do not go together.
  const keyOf = (numberText, player) => {
    const number = strip(numberText);
    if (!number && !player) return { number: null, player: null };
    if (!isDigits(number) || number.length > 19 || !player) {
      throw new RangeError("its shuffle number and player seed do not go together");
    }
    return { number: BigInt(number), player };
  };
  const keyText = (key) => (key.player === null ? "" : `${key.number} ${key.player}`);

  // Fail each Bet ID missing between two in the file; the Bet IDs that follow a missing one.
  const missingHands = (report) => {
    const afterGap = new Set();
    const ids = report.betIds;
    for (let index = 1; index < ids.length; index += 1) {
      const low = ids[index - 1];
      const high = ids[index];
      if (high - low > 1n) {
        const missing = high - low === 2n ? `Bet ID ${low + 1n} is` : `Bet IDs ${low + 1n} to ${high - 1n} are`;
        report.fail(low + 1n, `it is not in the file: ${missing} missing between Bet ID ${low} and Bet ID ${high} ` +
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
      const low = before ?? 0n;
      const explained = [...report.failures.keys()].some((betId) => low < betId && betId < blamed);
      if (!failed.has(blamed) && !afterGap.has(blamed) && !explained) {
        const span = start === position - 1 ? `position ${start} is` : `positions ${start} to ${position - 1} are`;
        report.fail(blamed, `${span} of shuffle ${name} in no hand of the file: a hand before this one is missing`);
        failed.add(blamed);
      }
    }
  };

  // --- the way in ---------------------------------------------------------------------------------------------

  // Check a history file's bytes (`name` is how messages call the file). Resolves to a Report; rejects with
  // UnreadableHistory if it cannot be read.
  const verifyBytes = async (bytes, subtle, name = "the file") =>
    new Checker(subtle).verifyRows(readHistoryRows(bytes, name));

  globalThis.RedDogCheck = {
    ALL_MATCH, MISMATCH, UNREADABLE, MAX_FILE_BYTES, UnreadableHistory, Report, verifyBytes,
  };
})();