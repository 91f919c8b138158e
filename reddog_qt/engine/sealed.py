"""Sealed shuffles: the card order of a shuffle, fixed by a 32-byte seed and checkable by anyone.

A shuffle is sealed before the first bet on it: its **seed** (32 bytes from the operating
system's secure source, :func:`new_seed`) fixes the order of every card, and its
**fingerprint** (the SHA-256 of the seed, :func:`fingerprint`) is shown at the table. Once the
hand or the shoe is over, the seed is revealed; anyone can then hash it and compare with the
fingerprint, and recompute the cards (``python -m reddog_qt.fairness``, and the README's
"Fair deals" section, which states the same algorithm in words):

1. The shoe in its **starting order**: deck after deck, each deck clubs, diamonds, hearts,
   spades, each suit 2 3 4 5 6 7 8 9 10 J Q K A (:func:`shoe_codes`).
2. A **byte stream**: block ``i`` (``i`` = 0, 1, 2, ...) is HMAC-SHA256 with the seed as key
   and ``i`` as an 8-byte big-endian number as message; the stream is block 0, block 1, ...
3. An **integer below n**: the next 4 bytes of the stream as a big-endian number ``x``; if
   ``x`` is at least ``2**32 - 2**32 % n`` it is rejected and the next 4 bytes are taken,
   else the integer is ``x % n``. Every integer below ``n`` is exactly as likely.
4. **Fisher-Yates**, front to back: for ``i`` from 0 to ``N - 2``, ``j = i +`` an integer
   below ``N - i``, and the cards at ``i`` and ``j`` swap. The cards are dealt in the
   resulting order, position 0 first. (A cut never moves a card: it only says where the cut
   card lies, that is after which position the shoe is shuffled again.)

Because step 4 fixes position ``i`` at step ``i``, a table deals lazily (:class:`SealedOrder`
works out only the positions dealt) and still deals exactly the full order's cards.

**With a player seed** (hands recorded since the player's seed came in): the order of a shuffle
comes from its **shuffle key** instead of the seed itself: ``K = HMAC-SHA256(key = seed, message = ASCII
"reddog-qt shuffle", a zero byte, the shuffle number as 8 bytes big-endian, the UTF-8 bytes of the
player seed)`` (:func:`shuffle_key`), and steps 2 to 4 run with ``K`` as the key of the byte stream.
The fingerprint stays the SHA-256 of the seed. A player seed is a text of 1 to 64 characters
(:func:`player_seed_text` says exactly which); the shuffle number counts the shuffles dealt on the
player's own bankroll, from 1.

A **practice deal** number ``n`` is a seed anyone knows: shuffle ``k`` (1, 2, ...) of deal ``n``
uses the SHA-256 of the ASCII text ``reddog-qt practice deal n shuffle k`` as its seed
(:func:`practice_seed`).

Standard library only, and no import of the rest of the game beyond its refusals
(:mod:`~reddog_qt.engine.errors`): the verifier runs on a bare Python.

>>> seed = bytes(range(32))
>>> fingerprint(seed)[:16]
'630dcd2966c43366'
>>> deal_order(seed, 1)[:5]
['8s', '9h', '6d', 'Js', '7c']
>>> key = shuffle_key(seed, 1, "red dog")
>>> key.hex()[:16]
'5e4536d9d90bc696'
>>> deal_order(key, 1)[:5]
['Ks', 'Kd', '9c', '7d', 'Qs']
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import struct
import unicodedata
from collections.abc import Callable, Sequence

from .errors import PlayerSeedError
from .sentence import QT_TRANSLATE_NOOP

#: Bytes in a seed.
SEED_BYTES = 32
#: Hex digits in a seed or a fingerprint.
HEX_DIGITS = 2 * SEED_BYTES
#: Rank symbols in starting order, and suit letters (clubs, diamonds, hearts, spades).
RANK_SYMBOLS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_LETTERS = ("c", "d", "h", "s")
#: The most characters (Unicode code points) in a player seed.
PLAYER_SEED_MAX = 64
#: What the message of a shuffle key begins with (then a zero byte, the shuffle number, the player seed).
SHUFFLE_LABEL = b"reddog-qt shuffle"
#: The white space trimmed from both ends of a player seed: the characters of Unicode's White_Space
#: property, written out (each language's own "strip" takes a slightly different set).
PLAYER_SEED_TRIM = ("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
                    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
_WORD = 1 << 32
#: A block's 32 bytes as its eight 4-byte big-endian words: a word never straddles two blocks.
_BLOCK_WORDS = struct.Struct(">8I").unpack


def new_seed() -> bytes:
    """A fresh seed from the operating system's secure random source."""
    return secrets.token_bytes(SEED_BYTES)


def fingerprint(seed: bytes) -> str:
    """The SHA-256 of ``seed``, as 64 lowercase hex digits: shown before the bet."""
    return hashlib.sha256(seed).hexdigest()


def practice_seed(deal: int, shuffle: int) -> bytes:
    """The seed of shuffle number ``shuffle`` (1, 2, ...) of practice deal ``deal``.

    >>> practice_seed(42, 1) == practice_seed(42, 1) != practice_seed(42, 2)
    True
    """
    return hashlib.sha256(f"reddog-qt practice deal {deal} shuffle {shuffle}".encode("ascii")).digest()


def seed_from_hex(text: str) -> bytes:
    """A seed written as 64 hex digits; ValueError for anything else."""
    if len(text) != HEX_DIGITS or text.strip("0123456789abcdefABCDEF"):
        raise ValueError("a seed is 64 hex digits")
    return bytes.fromhex(text)


def player_seed_text(text: str) -> str:
    """The player seed ``text`` makes, as it is stored and used; :class:`PlayerSeedError` if it makes none.

    The text is trimmed of :data:`PLAYER_SEED_TRIM` at both ends and put in Unicode normal form NFC;
    what is left must be 1 to :data:`PLAYER_SEED_MAX` characters (code points), none of them a control
    character (U+0000 to U+001F, U+007F to U+009F) or a lone surrogate. A phrase or hex digits alike:
    the text is used as it is (letters keep their case).

    >>> player_seed_text("  Cafe\\u0301 au lait  ")
    'Café au lait'
    >>> player_seed_text("a\\tb")
    Traceback (most recent call last):
    ...
    reddog_qt.engine.errors.PlayerSeedError: A player seed cannot hold a tab, a line break or another control character.
    """
    text = unicodedata.normalize("NFC", text.strip(PLAYER_SEED_TRIM))
    if not text:
        raise PlayerSeedError(QT_TRANSLATE_NOOP("Refusal", "A player seed needs at least one character."),
                              "player_seed_empty")
    if len(text) > PLAYER_SEED_MAX:
        raise PlayerSeedError(QT_TRANSLATE_NOOP("Refusal", "A player seed has at most %1 characters; this one has "
                                                           "%2."), "player_seed_long", most=PLAYER_SEED_MAX,
                              length=len(text))
    if any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F or 0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise PlayerSeedError(QT_TRANSLATE_NOOP("Refusal", "A player seed cannot hold a tab, a line break or another "
                                                           "control character."), "player_seed_control")
    return text


def new_player_seed() -> str:
    """A player seed for a new profile: 32 lowercase hex digits from the secure random source."""
    return secrets.token_hex(16)


def shuffle_key(seed: bytes, number: int, player_seed: str) -> bytes:
    """The key whose byte stream orders shuffle ``number`` of a player with ``player_seed``, sealed by ``seed``.

    HMAC-SHA256 with ``seed`` as key of :data:`SHUFFLE_LABEL`, a zero byte, ``number`` as 8 bytes
    big-endian and the UTF-8 bytes of ``player_seed`` (see the module docstring).

    >>> shuffle_key(bytes(32), 1, "a") == shuffle_key(bytes(32), 1, "a") != shuffle_key(bytes(32), 2, "a")
    True
    """
    if not 0 <= number < 1 << 64:
        raise ValueError(f"a shuffle number is 0 to 2**64 - 1, not {number}")
    return hmac_sha256(seed, SHUFFLE_LABEL + b"\0" + number.to_bytes(8, "big") + player_seed.encode("utf-8"))


def order_key(seed: bytes, number: int | None, player_seed: str | None) -> bytes:
    """What keys a shuffle's byte stream: its :func:`shuffle_key` if it has a player seed, else the seed itself
    (a shuffle sealed before player seeds, or a practice deal).

    >>> order_key(bytes(32), None, None) == bytes(32) != order_key(bytes(32), 1, "")
    True
    """
    if player_seed is None or number is None:
        return seed
    return shuffle_key(seed, number, player_seed)


def hmac_sha256(key: bytes, message: bytes) -> bytes:
    """HMAC-SHA256 of ``message`` under ``key``: the standard library's one-shot :func:`hmac.digest`.

    >>> hmac_sha256(bytes(32), b"red dog").hex()[:16]
    '12b985288ff1425e'
    """
    return hmac.digest(key, message, "sha256")


def shoe_codes(decks: int) -> list[str]:
    """The card codes of a full shoe of ``decks`` decks, in starting order.

    >>> codes = shoe_codes(2); len(codes), codes[:2], codes[12], codes[51], codes[52]
    (104, ['2c', '3c'], 'Ac', 'As', '2c')
    """
    deck = [rank + suit for suit in SUIT_LETTERS for rank in RANK_SYMBOLS]
    return deck * decks


class ByteStream:
    """The seed's bytes: HMAC-SHA256(seed, block number as 8 bytes big-endian), block after block.

    They are read 4 at a time, and a block holds 32: each block is split into its eight words once.
    """

    __slots__ = ("_at", "_block", "_seed", "_words")

    def __init__(self, seed: bytes) -> None:
        self._seed = seed
        self._block = 0
        self._words: tuple[int, ...] = ()
        self._at = 0

    def below(self, n: int) -> int:
        """An integer from 0 to ``n - 1``, each equally likely (4 bytes at a time, by rejection)."""
        if not 1 <= n <= _WORD:
            raise ValueError(f"cannot draw below {n}")
        limit = _WORD - _WORD % n
        while True:
            at, words = self._at, self._words
            if at == len(words):
                words = self._words = _BLOCK_WORDS(hmac_sha256(self._seed, self._block.to_bytes(8, "big")))
                self._block += 1
                at = 0
            self._at = at + 1
            value = words[at]
            if value < limit:
                return value % n


class SealedOrder:
    """The order of ``size`` items a seed gives, worked out only as far as it is dealt.

    :meth:`at` gives the starting-order index of the item at a deal position. The order is
    Fisher-Yates front to back on :class:`ByteStream` (see the module docstring).

    >>> order = SealedOrder(bytes(32), 52)
    >>> sorted(order.at(i) for i in range(52)) == list(range(52))
    True
    """

    __slots__ = ("_fixed", "_size", "_stream", "_swapped")

    def __init__(self, seed: bytes, size: int) -> None:
        self._stream = ByteStream(seed)
        self._size = size
        self._fixed: list[int] = []
        self._swapped: dict[int, int] = {}

    @property
    def size(self) -> int:
        """Items in the order."""
        return self._size

    def at(self, position: int) -> int:
        """The starting-order index of the item dealt at ``position``."""
        fixed = self._fixed
        i = len(fixed)
        if position < i:
            return fixed[position]
        size = self._size
        if position >= size:
            raise IndexError("every card of this shuffle is dealt")
        below, fix = self._stream.below, self._fix
        while i <= position:
            fix(i + below(size - i) if i < size - 1 else i)
            i += 1
        return fixed[position]

    @property
    def fixed(self) -> int:
        """How many positions are worked out (dealt, or dealt and put back)."""
        return len(self._fixed)

    def take(self, wanted: Callable[[int], bool]) -> bool:
        """Fix the next position to the first item left for which ``wanted(index)`` holds: a stacked shoe.

        The order is then no longer the seed's: a stacked shoe is never sealed. False if no item is left.
        """
        i = len(self._fixed)
        for j in range(i, self._size):
            if wanted(self._swapped.get(j, j)):
                self._fix(j)
                return True
        return False

    def _fix(self, j: int) -> None:
        """Swap position ``j`` with the next position and fix it."""
        i = len(self._fixed)
        swapped = self._swapped
        item = swapped.pop(j, j)
        if j != i:
            swapped[j] = swapped.pop(i, i)
        self._fixed.append(item)


def deal_order(seed: bytes, decks: int) -> list[str]:
    """Every card code of a shoe of ``decks`` decks, in the order ``seed`` deals them."""
    return deal_order_of(seed, shoe_codes(decks))


def deal_order_of(seed: bytes, codes: Sequence[str]) -> list[str]:
    """``codes`` (in starting order) in the order ``seed`` deals them."""
    order = SealedOrder(seed, len(codes))
    return [codes[order.at(position)] for position in range(len(codes))]


def finishing_codes(decks: int, shown: Sequence[str]) -> list[str]:
    """The starting order of the shuffle that finishes an interrupted hand: the shoe less the cards shown.

    Each card shown takes away its first copy in starting order.

    >>> codes = finishing_codes(1, ["2c", "As"]); len(codes), codes[0], codes[-1]
    (50, '3c', 'Ks')
    """
    codes = shoe_codes(decks)
    for code in shown:
        codes.remove(code)
    return codes


__all__ = [
    "HEX_DIGITS",
    "PLAYER_SEED_MAX",
    "PLAYER_SEED_TRIM",
    "RANK_SYMBOLS",
    "SEED_BYTES",
    "SHUFFLE_LABEL",
    "SUIT_LETTERS",
    "ByteStream",
    "SealedOrder",
    "deal_order",
    "deal_order_of",
    "fingerprint",
    "finishing_codes",
    "hmac_sha256",
    "new_player_seed",
    "new_seed",
    "order_key",
    "player_seed_text",
    "practice_seed",
    "seed_from_hex",
    "shoe_codes",
    "shuffle_key",
]
