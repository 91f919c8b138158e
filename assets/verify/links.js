// What ties the hands of an exported history together (version 2 of "Fair deals"), checked as the Python verifier
// checks it (reddog_qt/fair_links.py): the chain, and the links from each shuffle to the one committed after it.
//
// - chainProblems works the chain out again from the file's first row, which must start from chain_0 (an export
//   always starts from the first hand), and names the first Bet ID where a recorded value differs. Every value
//   after a break depends on it, so the break is one failure; the last value is given only for an unbroken chain.
// - linkProblems follows the shuffles dealt with the player's seed in Bet ID order: each shuffle's number must be
//   the one after the shuffle before it, and, within a run of the game, its fingerprint the next_fingerprint
//   recorded with the shuffle before it. A shuffle that begins a run (its first row says new_run, or a finishing
//   shuffle, always sealed at a start) is not linked into: its seed was made at that start.
//
// Both take the rows (cells by column name) in Bet ID order and `skip`, the Bet IDs that follow a missing one
// (that failure is named already). A classic script (see sealed.js for why); it is globalThis.RedDogLinks.
"use strict";

(() => {
  const { CHAIN_START, chainLine, isDigits, nextChain, pyRepr, strip } = globalThis.RedDogSealed;

  // The first break of the chain ([] or one [Bet ID, why]) and the last value recorded (null for a file without a
  // chain, an older export, or with a break). It is taken up again after a Bet ID that is missing.
  const chainProblems = async (subtle, rows, skip) => {
    if (!rows.some(([, row]) => row.chain)) return { failures: [], chain: null };
    let value = CHAIN_START;
    for (const [index, [betId, row]] of rows.entries()) {
      const recorded = strip(row.chain);
      const line = chainLine(row);
      if (line === null) {
        return { failures: [[betId, "its settled_at is not a time with its UTC offset"]], chain: null };
      }
      value = await nextChain(subtle, value, line);
      if (recorded === value) continue;
      if (skip.has(betId) && /^[0-9a-f]{64}$/.test(recorded)) {
        value = recorded;
        continue;
      }
      const where = index === 0 ? "the first hand's" : `the chain after Bet ID ${rows[index - 1][0]} and its`;
      const why = `its chain value ${recorded.slice(0, 12) || "(empty)"} is not ${value.slice(0, 12)}, which ` +
        `${where} fields make: a hand before it is missing or moved, or this one was changed`;
      return { failures: [[betId, why]], chain: null };
    }
    return { failures: [], chain: value };
  };

  // A row's shuffles keyed with a player seed: [number, fingerprint, next fingerprint, what it is, whether it begins
  // a run]. Its own begins one if the row says new_run; its finishing shuffle always does.
  const keyedShuffles = (row) => {
    const found = [];
    if (strip(row.shuffle_number)) {
      found.push([strip(row.shuffle_number), strip(row.shuffle_fingerprint), strip(row.next_fingerprint), "shuffle",
        Boolean(strip(row.new_run))]);
      if (strip(row.finish_shuffle_number)) {
        found.push([strip(row.finish_shuffle_number), strip(row.finish_fingerprint),
          strip(row.finish_next_fingerprint), "finishing shuffle", true]);
      }
    }
    return found;
  };

  // The item of `items` found most often (the first of those, on a tie), items compared by `keyOf`.
  const mostCommon = (items, keyOf) => {
    const counts = new Map();
    for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) || 0) + 1);
    return items.reduce((best, item) => (counts.get(keyOf(item)) > counts.get(keyOf(best)) ? item : best));
  };

  // The failures of the links between shuffles, how many links were checked, and how many shuffles after the
  // first began a new run (restarts: not linked into). The rows of one shuffle (a shoe) must agree on its
  // fingerprint and next fingerprint: what most of them say is the shuffle's, and a row that says otherwise fails
  // alone. Only a shuffle's first row may say new_run.
  const linkProblems = (rows, skip) => {
    const failures = [];
    const groups = []; // {number, members: [Bet ID, seal, next, what, new run]}
    for (const [betId, row] of rows) {
      for (const [numberText, seal, next, what, newRun] of keyedShuffles(row)) {
        if (!isDigits(numberText) || numberText.length > 19) {
          failures.push([betId, `its ${what} number ${pyRepr(numberText, 20)} is not a whole number`]);
          continue;
        }
        const number = BigInt(numberText);
        const last = groups[groups.length - 1];
        if (last && last.number === number) {
          if (newRun) failures.push([betId, `it marks a new run in the middle of its ${what} ${number}`]);
          last.members.push([betId, seal, next, what, newRun]);
        } else {
          groups.push({ number, members: [[betId, seal, next, what, newRun]] });
        }
      }
    }
    let checked = 0;
    let restarts = 0;
    let before = null; // {number, next, betId} of the shuffle before
    for (const { number, members } of groups) {
      const sides = (member) => `${member[1]} ${member[2]}`;
      const [, seal, next] = mostCommon(members, sides);
      for (const member of members) {
        if (sides(member) !== `${seal} ${next}`) {
          failures.push([member[0], `its ${member[3]} ${number} has another fingerprint or next fingerprint than ` +
            "the other hands of it"]);
        }
      }
      const [betId, , , what, newRun] = members[0];
      let problem = null;
      if (before !== null) {
        if (number !== before.number + 1n) {
          problem = `its ${what} is number ${number}, but the one before (Bet ID ${before.betId}) was ${before.number}`;
        }
        if (newRun) {
          restarts += 1;
        } else {
          checked += 1;
          if (problem === null && seal !== before.next) {
            problem = `its ${what}'s fingerprint ${seal.slice(0, 12)} is not the ${before.next.slice(0, 12)} ` +
              `committed with the shuffle before it (Bet ID ${before.betId}) before that one was revealed`;
          }
        }
      }
      if (problem !== null && !skip.has(betId)) failures.push([betId, problem]);
      before = { number, next, betId: members[members.length - 1][0] };
    }
    return { failures, checked, restarts };
  };

  globalThis.RedDogLinks = { chainProblems, linkProblems, mostCommon };
})();
