// The money of an exported hand history, checked as `python -m reddog_qt.fairness` checks it (README "The
// money"): each hand's net worked out again from its cards and its table's rules, and the balance followed from
// hand to hand; with the small helpers that word numbers and texts as the Python verifier does.
//
// A classic script (see sealed.js for why), loaded after sealed.js; it is globalThis.RedDogMoney.
"use strict";

(() => {
  const { SUITS, asciiDigits, payTableOf, pyInt, pyRepr, raiseRuleOf, strip, words } = globalThis.RedDogSealed;

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

  // --- small helpers that speak as Python does ---------------------------------------------------------------

  // 1234567 -> "1,234,567" (Python's "{:,}"), for Numbers and BigInts alike.
  const grouped = (value) => {
    const text = String(value);
    const sign = text.startsWith("-") ? "-" : "";
    return sign + text.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ",");
  };

  const cardsText = (cards) => cards.join(" ");

  // --- the money (README "The money") ---------------------------------------------------------------------------

  // A money cell as a whole number of credits (BigInt: a file may hold any number), or a RangeError.
  const whole = (text, what) => {
    const clean = strip(text);
    const digits = clean.replace(/^-+/, "");
    if (!/^\p{Nd}+$/u.test(digits) || Array.from(clean).length > 20) {
      throw new RangeError(`its ${what} is not a whole number of credits`);
    }
    // Python's int() takes one sign only: what it says of "--5" is the failure's reason there too.
    if (clean.length - digits.length > 1) {
      throw new RangeError(`invalid literal for int() with base 10: ${pyRepr(clean)}`);
    }
    return BigInt(clean.replace(digits, asciiDigits(digits)));
  };

  const moneyOf = (betId, row) => ({
    betId, table: strip(row.table), cards: words(row.cards), wager: whole(row.wager, "wager"),
    raised: whole(row.raised, "raise"), net: whole(row.net, "net"), balanceAfter: whole(row.balance_after,
      "balance_after"), decision: strip(row.decision), kind: strip(row.kind), spread: strip(row.spread),
  });

  // A card's value, 2 to 14 (ace high), as the game reads a card code (any case; "T" is ten), or null.
  const cardValue = (code) => {
    if (code.length < 2 || !SUITS.includes(code.slice(-1).toLowerCase())) return null;
    let key = strip(code.slice(0, -1)).toUpperCase();
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

  // The rules a hand was paid by: the pay table and raise rule its row records (which, at a preset table, must
  // be the preset's), else a preset's by the table's name; null for a custom table's hand recorded before the
  // rules were exported. A RangeError saying why the rules recorded cannot be used.
  const rulesOf = (hand, row) => {
    const payText = strip(row.pay_table);
    const raiseText = strip(row.raise_rule);
    if (!payText && !raiseText) return PRESETS.get(hand.table) ?? null;
    let rules;
    try {
      rules = { ...payTableOf(payText), ...raiseRuleOf(raiseText) };
    } catch (why) {
      if (!(why instanceof RangeError)) throw why;
      throw new RangeError(`its table's rules cannot be read (${why.message})`);
    }
    const preset = PRESETS.get(hand.table);
    const differs = (name) => String(rules[name]) !== String(preset[name]);
    if (preset && ["spreads", "trips", "equal", "multiple"].some(differs)) {
      throw new RangeError(`its pay table ${payText} and raise rule ${raiseText} are not those of the ` +
        `${hand.table} table`);
    }
    return rules;
  };

  const netProblem = (hand, paid) => (paid === hand.net ? null : `its net is ${grouped(hand.net)}, but ` +
    `${cardsText(hand.cards)} with a wager of ${grouped(hand.wager)} and a raise of ${grouped(hand.raised)} pay ` +
    `${grouped(paid)} at this table`);

  // Work out each hand's net (where its table's rules are known) and follow the balance; failures and notes go
  // to `report` (check.js's Report), a hand already failed or after a missing one (in `afterGap`) spared.
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
  globalThis.RedDogMoney = {
    NOT_IN_EXPORT, PRESETS, checkMoney, grouped,
  };
})();
