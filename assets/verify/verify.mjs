#!/usr/bin/env node
// Check a hand history exported by Red Dog, with Node.js (18 or later) and nothing else:
//
//     node assets/verify/verify.mjs HISTORY.csv
//
// Prints a line per shuffle and per failure and a summary, as `python -m reddog_qt.fairness` does, and exits
// 0 when everything matches, 1 naming the first Bet ID that does not, 2 when the file cannot be read.
//
//     node assets/verify/verify.mjs --vectors assets/verify/vectors.json
//
// works out the published test vectors again and exits 0 when every one agrees, 1 naming those that do not.
// The checks themselves are check.js and the scripts it builds on, the same files the page verify.html runs.
import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";

// Node 18 has Web Crypto only as node:crypto's webcrypto; Node 19 and later also as globalThis.crypto.
const webcrypto = globalThis.crypto ?? (await import("node:crypto")).webcrypto;
// Classic scripts, in the order the page loads them: each leaves its part on globalThis for the next.
for (const part of ["sealed.js", "money.js", "history.js", "links.js", "check.js"]) {
  await import(new URL(part, import.meta.url));
}
const { MAX_FILE_BYTES, UNREADABLE, UnreadableHistory, verifyBytes } = globalThis.RedDogCheck;
const { checkVectors } = globalThis.RedDogSealed;

// What a file that is not a regular one is called, as the Python verifier calls it.
const kindOf = (found) => {
  if (found.isDirectory()) return "a folder";
  if (found.isFIFO()) return "a FIFO (named pipe)";
  if (found.isCharacterDevice()) return "a character device";
  if (found.isBlockDevice()) return "a block device";
  if (found.isSocket()) return "a socket";
  return found.isFile() ? null : "not a regular file";
};

// Refuse anything but a regular file of at most MAX_FILE_BYTES, before a byte of it is read.
const mustBeHistory = (found, name) => {
  const kind = kindOf(found);
  if (kind === "not a regular file") throw new UnreadableHistory(`${name} is not a regular file`);
  if (kind) throw new UnreadableHistory(`${name} is ${kind}, not a file: give the CSV file Red Dog exported`);
  if (found.size > MAX_FILE_BYTES) {
    throw new UnreadableHistory(`${name} is ${found.size.toLocaleString("en-US")} bytes; the checker reads ` +
      `histories of up to ${MAX_FILE_BYTES / 2 ** 20} MiB (some 500,000 hands)`);
  }
};

// The file's bytes. Looked at before it is opened (a FIFO or a device is never opened), opened without
// waiting (O_NONBLOCK: a FIFO swapped in after the look would otherwise wait for a writer for ever), and
// looked at again through the open file.
const readHistory = async (name) => {
  let handle;
  try {
    mustBeHistory(await stat(name), name);
    handle = await open(name, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    mustBeHistory(await handle.stat(), name);
    const data = await handle.readFile();
    if (data.length > MAX_FILE_BYTES) throw new UnreadableHistory(`${name} grew past 128 MiB while it was read`);
    return data;
  } catch (error) {
    if (error instanceof UnreadableHistory) throw error;
    throw new UnreadableHistory(`${name} cannot be read (${error.message})`);
  } finally {
    await handle?.close();
  }
};

const vectors = async (name) => {
  const published = JSON.parse(new TextDecoder().decode(await readHistory(name)));
  const wrong = await checkVectors(published, webcrypto.subtle);
  process.stdout.write(wrong.map((line) => `FAIL  ${line}\n`).join("") +
    (wrong.length ? `${wrong.length} vectors do not agree.\n` : "Every vector agrees.\n"));
  return wrong.length ? 1 : 0;
};

const main = async (args) => {
  if (args.length === 2 && args[0] === "--vectors") return vectors(args[1]);
  if (args.length !== 1 || args[0] === "-h" || args[0] === "--help") {
    process.stdout.write("usage: node verify.mjs HISTORY.csv | --vectors vectors.json\nChecks every revealed " +
      "shuffle and every payout of a hand history exported by Red Dog.\n");
    return args.length === 1 ? 0 : UNREADABLE;
  }
  try {
    const report = await verifyBytes(await readHistory(args[0]), webcrypto.subtle, args[0]);
    process.stdout.write(report.output().join("\n") + "\n");
    return report.exitCode;
  } catch (error) {
    if (!(error instanceof UnreadableHistory)) throw error;
    process.stdout.write(`error: ${error.message}\n`);
    return UNREADABLE;
  }
};

process.exitCode = await main(process.argv.slice(2));
