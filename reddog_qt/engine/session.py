"""The table session: balance, limits, the shoe and the hand being played.

:class:`Session` is the one object a front end drives. Every action validates
first and raises a :class:`~reddog_qt.engine.errors.RedDogError` without
changing anything if it is illegal. A :class:`Journal` (the SQLite ledger, in
the app) is told of every hand before the session's own state moves, so a
failed write leaves the session as it was.

The third card of a spread hand is drawn from the shoe only when the player
raises or stands, exactly as a dealer draws it after the decision: until then it
does not exist anywhere (not in the session, not in the journal), so nothing can
be peeked, and the player's expectation is the same as if it had been drawn
first, because every unseen card is equally likely to come next.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Protocol

from .cards import Card
from .errors import (
    BetAboveMaximumError,
    BetAbovePersonalLimitError,
    BetBelowMinimumError,
    InsufficientFundsError,
    InvalidAmountError,
    InvalidBetIdError,
    LimitUnavailableError,
    NoBetError,
    RaiseNotAllowedError,
    RedDogError,
    TableChangeError,
    WrongPhaseError,
    whole_credits,
)
from .hand import Hand, HandKind, HandOdds, Phase, net_result
from .odds import third_card
from .rules import RaisePolicy, Rules
from .sentence import QT_TRANSLATE_NOOP
from .shoe import Shoe, ShuffleSeals

#: The odds of a consecutive hand: a push, nothing to decide.
_PUSH_ODDS = HandOdds(ev_stand=Fraction(0), ev_raise=Fraction(0), max_raise=0)


#: The first Bet ID of a new player.
FIRST_BET_ID = 1_000_001
#: The largest Bet ID a hand can have (far beyond any player's lifetime of hands, well inside SQLite's integers).
MAX_BET_ID = 10**15 - 1


class Journal(Protocol):
    """Where a session records money as it moves (see :class:`reddog_qt.profile.ledger.Ledger`)."""

    def hand_opened(self, hand: Hand, balance: int) -> None:
        """A spread hand waits for the player's decision; the stake has left ``balance``.

        Its third card has not been drawn yet: a hand cut short by a crash is finished
        later as a stand, with a card drawn then.
        """

    def hand_settled(self, hand: Hand) -> None:
        """A hand is over and paid; ``hand.balance_after`` is the new balance."""

    def bankroll_reset(self, balance: int) -> None:
        """A new game started with a fresh bankroll."""

    def shuffle_revealed(self, seal: str, seed: str) -> None:
        """The seed (hex) of the sealed shuffle ``seal`` is revealed: its shoe was left before its end.

        A shuffle that ends with a hand is revealed with that hand (:attr:`Hand.seed`) instead.
        """


def _bet_id(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_BET_ID + 1:
        raise InvalidBetIdError(QT_TRANSLATE_NOOP("Refusal", "A Bet ID is a whole number from 1 to %1."),
                                "bet_id_range", maximum=MAX_BET_ID)
    return value


def _limit(value: object) -> int | None:
    if value is None:
        return None
    limit = whole_credits(value, "bet limit")
    if limit < 1:
        raise InvalidAmountError(QT_TRANSLATE_NOOP("Refusal", "A bet limit must be at least 1 credit."),
                                 "bet_limit_below_one")
    return limit


def _code(*words: str) -> str:
    """A refusal code made of words: ``_code("bet limit", "not_whole")`` is ``"bet_limit_not_whole"``."""
    return "_".join(word.replace(" ", "_") for word in words)


#: For each action refused while a hand waits for its decision: the sentence.
_BUSY_REFUSALS = {
    "deal": QT_TRANSLATE_NOOP("Refusal", "You cannot deal now: raise or stand on this hand first."),
    "change tables": QT_TRANSLATE_NOOP("Refusal", "You cannot change tables now: raise or stand on this hand first."),
    "start a new game": QT_TRANSLATE_NOOP("Refusal", "You cannot start a new game now: raise or stand on this hand "
                                                     "first."),
}

#: For raise and stand: the sentences when the hand is already decided, and when no spread waits for a decision.
_DECISION_REFUSALS = {
    "raise": (QT_TRANSLATE_NOOP("Refusal", "This hand is already decided; you cannot raise again."),
              QT_TRANSLATE_NOOP("Refusal", "You can raise only after a spread is announced.")),
    "stand": (QT_TRANSLATE_NOOP("Refusal", "This hand is already decided; you cannot stand again."),
              QT_TRANSLATE_NOOP("Refusal", "You can stand only after a spread is announced.")),
}


class Session:
    """A player at one Red Dog table.

    >>> session = Session(Rules.preset("atlantic-city"), balance=1_000, seed=3)
    >>> hand = session.deal(10)
    >>> session.balance == 1_000 - 10 or hand.phase is Phase.SETTLED
    True
    """

    def __init__(
        self,
        rules: Rules,
        *,
        balance: int | None = None,
        next_bet_id: int = FIRST_BET_ID,
        seed: int | None = None,
        personal_limit: int | None = None,
        limit_known: bool = True,
        journal: Journal | None = None,
        shoe: Shoe | None = None,
        seals: ShuffleSeals | None = None,
    ) -> None:
        """``shoe`` is for tests and practice positions (a :meth:`Shoe.stacked` one); by default the
        session makes a shoe of ``rules`` from ``seed``, else from ``seals`` (the player's ledger), else from
        the operating system's random source."""
        if shoe is not None and shoe.decks != rules.decks:
            raise ValueError(f"a shoe of {shoe.decks} decks cannot serve a table of {rules.decks}")
        self._rules = rules
        self._seed = seed
        self._seals = seals
        self._balance = whole_credits(rules.starting_bankroll if balance is None else balance, "balance")
        self._next_bet_id = _bet_id(next_bet_id)
        self._personal_limit = _limit(personal_limit)
        self._limit_known = bool(limit_known)
        self._shoe = Shoe(rules, seed, seals) if shoe is None else shoe
        self._journal = journal
        self._hand: Hand | None = None

    # --- queries -------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The house rules in force."""
        return self._rules

    @property
    def balance(self) -> int:
        """Credits the player holds, not counting a stake on the table."""
        return self._balance

    @property
    def hand(self) -> Hand | None:
        """The hand being played, or the last one settled; None before the first deal."""
        return self._hand

    @property
    def phase(self) -> Phase:
        """BETTING between hands, DECIDING while a spread waits for raise or stand."""
        if self._hand is None or self._hand.phase is Phase.SETTLED:
            return Phase.BETTING
        return self._hand.phase

    @property
    def next_bet_id(self) -> int:
        """The Bet ID the next hand will get."""
        return self._next_bet_id

    @property
    def personal_limit(self) -> int | None:
        """The player's own maximum wager, if set."""
        return self._personal_limit

    @property
    def limit_known(self) -> bool:
        """False while the player's own limit cannot be read: bets are then held to the table minimum."""
        return self._limit_known

    @property
    def shoe(self) -> Shoe:
        """The shoe (read it; only the session draws from it)."""
        return self._shoe

    @property
    def max_bet(self) -> int:
        """The largest wager allowed: the table maximum or the personal limit, whichever is lower.

        While the personal limit cannot be read it is the table minimum: a protective limit fails closed.
        """
        if not self._limit_known:
            return self._rules.minimum
        if self._personal_limit is None:
            return self._rules.maximum
        return min(self._rules.maximum, self._personal_limit)

    @property
    def min_bet(self) -> int:
        """The table minimum."""
        return self._rules.minimum

    def wager_refusal(self, wager: int) -> RedDogError | None:
        """The refusal a deal of ``wager`` would meet now (its code and values say why), or None if it can be dealt."""
        try:
            self._check_wager(wager)
        except (WrongPhaseError, InvalidAmountError, NoBetError, BetBelowMinimumError,
                BetAboveMaximumError, BetAbovePersonalLimitError, LimitUnavailableError,
                InsufficientFundsError) as refusal:
            return refusal
        return None

    def limit_refusal(self, wager: int) -> RedDogError | None:
        """The refusal ``wager`` meets at the table maximum or the player's own limit (unreadable, or set), or None.

        The bet spot asks it as chips go on; :meth:`deal` refuses the same wager with it.

        >>> Session(Rules.preset("atlantic-city")).limit_refusal(500).code
        'above_maximum'
        """
        if wager > self._rules.maximum:
            return BetAboveMaximumError(QT_TRANSLATE_NOOP("Refusal", "The table maximum is %Ln credit(s)."),
                                        "above_maximum", maximum=self._rules.maximum)
        if not self._limit_known and wager > self._rules.minimum:
            return LimitUnavailableError(
                QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit cannot be read right now, so bets are held "
                                             "to the table minimum of %Ln credit(s)."),
                "limit_unavailable", minimum=self._rules.minimum)
        if self._personal_limit is not None and wager > self._personal_limit:
            if self._personal_limit < self._rules.minimum:
                return BetAbovePersonalLimitError(
                    QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit of %1 is below this table's minimum of "
                                                 "%2: choose a table with lower limits."),
                    "personal_limit_below_table", limit=self._personal_limit, minimum=self._rules.minimum)
            return BetAbovePersonalLimitError(
                QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit is %Ln credit(s)."), "above_personal_limit",
                limit=self._personal_limit)
        return None

    def raise_range(self) -> tuple[int, int] | None:
        """The smallest and largest raise allowed now, or None if no raise is possible."""
        hand = self._hand
        if self.phase is not Phase.DECIDING or hand is None:
            return None
        return self._raise_range(hand.wager, self._balance)

    def _raise_range(self, wager: int, balance: int) -> tuple[int, int] | None:
        most = self._rules.max_raise(wager)
        if self._rules.raise_policy is RaisePolicy.EQUAL:
            return (most, most) if balance >= most else None
        top = min(most, balance)
        return (1, top) if top >= 1 else None

    def _odds_at_decision(self, first: int, second: int, wager: int, balance: int) -> tuple[HandKind, HandOdds]:
        """What the hand now showing (``first`` and ``second``) is, and its exact expectations from the cards
        still in the shoe.

        Taken before the third card exists: every card left in the shoe is equally likely
        to be it, so these are the player's true odds at the decision.
        """
        kind, _spread, _wins, total, per_credit = third_card(self._rules, self._shoe.counts_by_rank(), first, second)
        if kind is HandKind.CONSECUTIVE:
            return kind, _PUSH_ODDS
        allowed = self._raise_range(wager, balance) if kind is HandKind.SPREAD else None
        return kind, HandOdds.per_credit(per_credit, total, wager, 0 if allowed is None else allowed[1])

    def unseen_rank_counts(self) -> dict[int, int]:
        """Cards the player has not seen, by rank: what is left in the shoe."""
        return self._shoe.rank_counts()

    # --- actions -------------------------------------------------------

    def deal(self, wager: int) -> Hand:
        """Take the wager and deal two cards (three for a pair). Returns the new hand.

        A pair or a consecutive hand is settled at once; a spread hand waits in
        :attr:`Phase.DECIDING` for :meth:`raise_bet` or :meth:`stand`.
        """
        self._check_wager(wager)
        shoe = self._shoe
        shoe.prepare_hand()
        start = shoe.next_position
        first, second = shoe.draw(), shoe.draw()
        balance = self._balance - wager
        kind, odds = self._odds_at_decision(first.rank, second.rank, wager, balance)
        drawn = [first, second]
        try:
            if kind is HandKind.SPREAD:
                # The third card is drawn only once the player has decided (see the module docstring).
                hand = self._hand_of(bet_id=self._next_bet_id, wager=wager, cards=(first, second),
                                     phase=Phase.DECIDING, shuffle_id=shoe.shuffle_id, odds=odds,
                                     seal=shoe.fingerprint, positions=(start, start + 1))
                if self._journal is not None:
                    self._journal.hand_opened(hand, balance)
                self._commit(hand, balance)
                return hand
            if kind is HandKind.PAIR:
                drawn.append(shoe.draw())
            # A pair or a consecutive hand is settled as it is dealt: its first snapshot is the settled one.
            return self._settle(self._next_bet_id, wager, 0, balance, tuple(drawn),
                                tuple(range(start, start + len(drawn))), shoe.shuffle_id, odds, shoe.fingerprint)
        except BaseException:
            # The hand could not be recorded: nothing happened, not even the cards leaving the shoe.
            shoe.put_back(drawn)
            raise

    def raise_bet(self, amount: int | None = None) -> Hand:
        """Raise on the announced spread, then deal the third card and settle.

        ``amount`` defaults to the most the rules allow: the wager times the table's
        raise multiple (or, where any raise up to that is allowed and the balance is
        short, the balance).
        """
        hand = self._deciding_hand("raise")
        most = self._rules.max_raise(hand.wager)
        allowed = self._raise_range(hand.wager, self._balance)
        if allowed is None:
            if self._rules.raise_policy is RaisePolicy.UP_TO:
                raise InsufficientFundsError(QT_TRANSLATE_NOOP("Refusal", "You have no credits left to raise with."),
                                             "no_credits_to_raise")
            raise InsufficientFundsError(
                QT_TRANSLATE_NOOP("Refusal", "You need %Ln credit(s) to raise; your balance is %1."),
                "raise_needs_credits", needed=most, balance=self._balance)
        low, high = allowed
        amount = high if amount is None else whole_credits(amount, "raise")
        if amount == 0:
            raise InvalidAmountError(
                QT_TRANSLATE_NOOP("Refusal", "A raise must be at least 1 credit; choose Stand to keep your wager."),
                "raise_zero")
        if self._rules.raise_policy is RaisePolicy.EQUAL and amount != most:
            if most == hand.wager:
                raise RaiseNotAllowedError(
                    QT_TRANSLATE_NOOP("Refusal", "At this table the raise equals your wager: %Ln credit(s)."),
                    "raise_equals_wager", amount=most)
            raise RaiseNotAllowedError(
                QT_TRANSLATE_NOOP("Refusal", "At this table the raise equals %1 times your wager: %Ln credit(s)."),
                "raise_equals_multiple", amount=most, multiple=self._rules.raise_multiple)
        if amount > most:
            if most == hand.wager:
                raise RaiseNotAllowedError(
                    QT_TRANSLATE_NOOP("Refusal", "You can raise at most your wager of %Ln credit(s)."),
                    "raise_above_wager", wager=hand.wager)
            raise RaiseNotAllowedError(
                QT_TRANSLATE_NOOP("Refusal", "You can raise at most %1 times your wager: %Ln credit(s)."),
                "raise_above_multiple", amount=most, multiple=self._rules.raise_multiple)
        if amount > self._balance:
            raise InsufficientFundsError(
                QT_TRANSLATE_NOOP("Refusal", "A raise of %1 is more than your balance of %2."),
                "raise_above_balance", amount=amount, balance=self._balance)
        assert low <= amount <= high
        return self._reveal(hand, amount, self._balance - amount)

    def stand(self) -> Hand:
        """Keep the wager as it is, then deal the third card and settle."""
        hand = self._deciding_hand("stand")
        return self._reveal(hand, 0, self._balance)

    def set_rules(self, rules: Rules) -> None:
        """Move to other house rules (or another limit tier). Only between hands.

        A change of deck count or shuffle gives a fresh shoe; a change of limits alone keeps it.
        """
        self._between_hands("change tables")
        same_shoe = (rules.decks, rules.shuffle, rules.penetration_percent) == (
            self._rules.decks, self._rules.shuffle, self._rules.penetration_percent)
        if not same_shoe:
            self.leave_shoe()
            self._shoe = Shoe(rules, self._seed, self._seals)
        self._rules = rules

    def set_personal_limit(self, limit: int | None, known: bool = True) -> None:
        """Set (or clear, with None) the player's own maximum wager. Its weekly lock is kept by the app.

        ``known=False`` says the limit could not be read: bets are held to the table minimum until
        it is set again with ``known=True``.
        """
        self._personal_limit = _limit(limit)
        self._limit_known = bool(known)

    def new_game(self, bankroll: int | None = None) -> None:
        """Start again with a fresh bankroll (the rules' starting bankroll by default). Only between hands."""
        self._between_hands("start a new game")
        amount = self._rules.starting_bankroll if bankroll is None else whole_credits(bankroll, "bankroll")
        if self._journal is not None:
            self._journal.bankroll_reset(amount)
        self._balance = amount
        self._hand = None

    # --- internals -----------------------------------------------------

    def _check_wager(self, wager: int) -> None:
        self._between_hands("deal")
        if self._next_bet_id > MAX_BET_ID:
            raise InvalidBetIdError(
                QT_TRANSLATE_NOOP("Refusal", "This profile has used every Bet ID; start a new profile to play on."),
                "bet_ids_used")
        wager = whole_credits(wager, "wager")
        if wager == 0:
            raise NoBetError(QT_TRANSLATE_NOOP("Refusal", "Place a bet first: click a chip stack or the bet spot."),
                             "no_bet")
        if wager < self._rules.minimum:
            raise BetBelowMinimumError(QT_TRANSLATE_NOOP("Refusal", "The table minimum is %Ln credit(s)."),
                                       "below_minimum", minimum=self._rules.minimum)
        refusal = self.limit_refusal(wager)
        if refusal is not None:
            raise refusal
        if wager > self._balance:
            raise InsufficientFundsError(
                QT_TRANSLATE_NOOP("Refusal", "A bet of %1 is more than your balance of %2."), "bet_above_balance",
                wager=wager, balance=self._balance)

    def _between_hands(self, action: str) -> None:
        if self.phase is Phase.DECIDING:
            exc = WrongPhaseError if action == "deal" else TableChangeError
            raise exc(_BUSY_REFUSALS[action], _code("busy", action))

    def _deciding_hand(self, action: str) -> Hand:
        hand = self._hand
        if self.phase is not Phase.DECIDING or hand is None:
            decided, no_spread = _DECISION_REFUSALS[action]
            if hand is not None and hand.phase is Phase.SETTLED and hand.kind is HandKind.SPREAD:
                raise WrongPhaseError(decided, _code("already_decided", action))
            raise WrongPhaseError(no_spread, _code("no_spread", action))
        return hand

    def _reveal(self, hand: Hand, raised: int, balance: int) -> Hand:
        """Draw the third card now that the player has decided (``raised`` 0: stood), and settle."""
        position = self._shoe.next_position
        third = self._shoe.draw()
        try:
            return self._settle(hand.bet_id, hand.wager, raised, balance, (*hand.cards, third),
                                (*hand.positions, position), hand.shuffle_id, hand.odds, hand.seal)
        except BaseException:
            self._shoe.put_back([third])  # not recorded: the decision can be made again
            raise

    def _settle(self, bet_id: int, wager: int, raised: int, balance: int, cards: tuple[Card, ...],
                positions: tuple[int, ...], shuffle_id: str, odds: HandOdds | None, seal: str | None) -> Hand:
        """Pay the hand ``bet_id`` with all its ``cards`` out and the raise made; ``balance`` is without the stake.

        The settled hand is made in one piece from what was dealt: its cards, where they lay in the
        shuffle (``positions``), the shuffle's name and seal, and the odds when the two cards showed.
        When the hand ends its shuffle (a table that reshuffles every hand, or a shoe's last hand) the
        settled hand carries the shuffle's seed: it is recorded with the result, and the shoe is
        shuffled anew before the next hand.
        """
        # The hand is whole by construction, and its wager and raise passed this session's checks.
        net = net_result(self._rules, [card.rank for card in cards], wager, raised)
        balance += wager + raised + net
        shoe = self._shoe
        opened = shoe.opening_seed() if shoe.shuffle_over and seal == shoe.fingerprint else None
        settled = self._hand_of(bet_id=bet_id, wager=wager, raised=raised, cards=cards, phase=Phase.SETTLED, net=net,
                                balance_after=balance, shuffle_id=shuffle_id, odds=odds, seal=seal,
                                positions=positions, seed=opened)
        if self._journal is not None:
            self._journal.hand_settled(settled)
        if opened is not None:
            shoe.reveal()
        self._commit(settled, balance)
        return settled

    def _hand_of(self, **fields: Any) -> Hand:  # dealt from the shoe's current shuffle at this table
        shoe, rules = self._shoe, self._rules
        return Hand(**fields, rules_name=rules.name, decks=shoe.decks, shuffle_number=shoe.ticket_number,
                    player_seed=shoe.player_seed, pay_table=rules.pays.text, raise_rule=rules.raise_rule)

    def player_seed_changed(self) -> bool:
        """The player seed changed: the shuffle in the shoe takes it if nothing is dealt from it yet (True)."""
        return self.phase is not Phase.DECIDING and self._shoe.reseal()

    def leave_shoe(self) -> None:
        """Reveal the seed of a shuffle that hands were dealt from but that will deal no more (the table is left).

        Only between hands. A shuffle that nothing was dealt from is dropped unrevealed: no hand depends on it.
        """
        shoe = self._shoe
        if self.phase is Phase.DECIDING or shoe.dealt == 0:
            return
        preview = shoe.opening_seed()
        if preview is None or shoe.fingerprint is None:
            return
        if self._journal is not None:
            self._journal.shuffle_revealed(shoe.fingerprint, preview)
        shoe.reveal()

    def _commit(self, hand: Hand, balance: int) -> None:
        self._hand = hand
        self._balance = balance
        self._next_bet_id = hand.bet_id + 1
