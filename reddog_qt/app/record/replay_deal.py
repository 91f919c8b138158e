"""A recorded hand dealt again on a felt of its own, move by move, with the table's own motion.

:class:`ReplayDeal` plays a :class:`~reddog_qt.profile.rows.HandRecord` on a
:class:`~reddog_qt.app.felt.table_scene.TableScene` made for the replay (never the live one):
the felt's ``play_deal``, ``play_third_card`` and ``play_result`` deal the cards from the shoe,
slide the red dog onto its spread and pay or sweep the chips, at the player's speed, exactly as
at the live table. The hand is cut into :class:`ReplayMove` s — each card, the red dog, the
decision, the third card, the result — and the replay holds the felt's
:class:`~reddog_qt.app.felt.motion.Timeline` after each one: for a beat
(:data:`~reddog_qt.app.felt.timings.Move.REPLAY_BEAT`, kept with animation off, so every move
is seen), or until :meth:`ReplayDeal.step` when the player steps through the hand.

Nothing here reads or writes the engine session or the ledger: the record is all it knows.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QObject, QPointF, Signal

from reddog_qt.app.felt.felt import BET_SPOT_POS, MONEY_OFFSET
from reddog_qt.app.felt.items import colour_up
from reddog_qt.app.felt.money import ChipPileItem, Role
from reddog_qt.app.felt.motion import Timeline
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.timings import Move
from reddog_qt.engine import Card, Hand, HandKind, Phase
from reddog_qt.profile.rows import HandRecord


class ReplayMove(enum.Enum):
    """One move of a replayed hand; the player steps from one to the next."""

    FIRST_CARD = "first card"
    """The first card slides out of the shoe and turns."""
    SECOND_CARD = "second card"
    """The second card slides out and turns."""
    RED_DOG = "red dog"
    """The red dog slides onto the spread (or the pair or consecutive box)."""
    DECISION = "decision"
    """The raise slides onto the spot, or the player stands."""
    THIRD_CARD = "third card"
    """The third card slides into the gap (a pair's follows the red dog)."""
    RESULT = "result"
    """The banner shows and the chips are paid, returned or swept."""


def moves_of(record: HandRecord) -> list[ReplayMove]:
    """The moves ``record`` is replayed in: a consecutive hand has no decision and no third card, a pair no
    decision."""
    moves = [ReplayMove.FIRST_CARD, ReplayMove.SECOND_CARD, ReplayMove.RED_DOG]
    if record.kind is HandKind.SPREAD:
        moves.append(ReplayMove.DECISION)
    if len(record.cards) == 3:
        moves.append(ReplayMove.THIRD_CARD)
    return [*moves, ReplayMove.RESULT]


class _State(enum.Enum):
    MOVING = "moving"      # a move is on the felt
    BETWEEN = "between"    # the beat after a move
    WAITING = "waiting"    # a move is over and the player steps: nothing happens until step()
    DONE = "done"          # the result has been shown


class ReplayDeal(QObject):
    """Plays ``record`` on ``scene`` (the replay's own felt); see the module docstring.

    Starts at once. :meth:`pause`, :meth:`resume`, :meth:`step` and :meth:`again` are the
    player's controls; :attr:`shown` lists the moves over so far.
    """

    #: A move is over (its ReplayMove): what it shows is on the felt.
    move_shown = Signal(object)
    #: Paused (True) or playing (False).
    paused_changed = Signal(bool)
    #: The result has been shown and the chips have stopped moving.
    finished = Signal()

    def __init__(self, scene: TableScene, record: HandRecord) -> None:
        super().__init__(scene)
        self.scene = scene
        self.record = record
        self.moves = moves_of(record)
        #: The moves over so far, in order.
        self.shown: list[ReplayMove] = []
        self._state = _State.DONE
        self._stepping = False   # stop after the move now playing
        self._frozen = False     # the player paused in the middle of a move or a beat
        self._beat: Timeline | None = None
        self._own: Timeline | None = None   # the decision's chips (the felt has no raise of its own to play)
        self._round = 0                     # callbacks of a round the player restarted are ignored
        self._awaiting_money = False
        cards = record.cards
        self._settled = Hand(bet_id=record.bet_id, wager=record.wager, raised=record.raised, cards=cards,
                             phase=Phase.SETTLED, net=record.net, rules_name=record.rules_name)
        dealt = cards if record.kind is HandKind.PAIR else cards[:2]
        self._dealt = Hand(bet_id=record.bet_id, wager=record.wager, cards=dealt, phase=Phase.DECIDING,
                           rules_name=record.rules_name)
        scene.cosmetics_finished.connect(self._money_still)
        self.again()

    # --- the player's controls ----------------------------------------------------

    @property
    def paused(self) -> bool:
        """True while the replay waits for the player (paused, or stepping), until the hand is over."""
        return self._stepping and self._state is not _State.DONE

    @property
    def over(self) -> bool:
        """True once the whole hand has been shown."""
        return self._state is _State.DONE

    def pause(self) -> None:
        """Stop the movement where it is; nothing more happens until :meth:`resume` or :meth:`step`."""
        if self.paused or self.over:
            return
        self._stepping = True
        if self._state in (_State.MOVING, _State.BETWEEN):
            self._freeze(True)
        self.paused_changed.emit(True)

    def resume(self) -> None:
        """Play on from where the replay stopped."""
        if not self.paused:
            return
        self._stepping = False
        if self._frozen:
            self._freeze(False)
        elif self._state is _State.WAITING:
            self._next()
        self.paused_changed.emit(False)

    def step(self) -> None:
        """Play the next move (the rest of the one stopped, if the player paused in it), then wait."""
        if self.over:
            return
        was_paused = self.paused
        self._stepping = True
        if self._state is _State.BETWEEN:
            self._skip_beat()
        elif self._frozen:
            self._freeze(False)
        elif self._state is _State.WAITING:
            self._next()
        if not was_paused and self.paused:
            self.paused_changed.emit(True)

    def again(self) -> None:
        """Deal the hand again from the start (playing, not paused)."""
        was_paused = self.paused
        self._halt()
        scene = self.scene
        scene.show_bet(colour_up(self.record.wager, scene.rules.chips))
        self.shown = []
        self._stepping = self._frozen = False
        if was_paused:
            self.paused_changed.emit(False)
        self._rest(self._round)  # the felt with the bet on it, a beat before the first card

    def stop(self) -> None:
        """Abandon the replay where it is (its felt is about to go)."""
        self._halt()
        self._state = _State.DONE

    def _halt(self) -> None:
        """Stop every movement and take the hand off the felt; callbacks of what was playing are ignored."""
        self._round += 1
        self._awaiting_money = False
        for timeline in (self._beat, self._own):
            if timeline is not None:
                timeline.stop()
        self._beat = self._own = None
        self.scene.clear_hand()        # stops the felt's own timeline where it is
        self.scene.finish_cosmetics()  # the sweep of the old cards and any money end at once

    # --- the moves ----------------------------------------------------------------

    def _begin(self, move: ReplayMove) -> None:
        self._state = _State.MOVING
        scene, round_ = self.scene, self._round
        if move is ReplayMove.FIRST_CARD:
            scene.play_deal(self._dealt, lambda card, slot, turned: self._card(round_, card, slot, turned),
                            lambda: self._deal_over(round_))
        elif move in (ReplayMove.SECOND_CARD, ReplayMove.RED_DOG) or (
                move is ReplayMove.THIRD_CARD and self.record.kind is HandKind.PAIR):
            scene.hold_motion(False)  # the deal goes on from the move before
        elif move is ReplayMove.DECISION:
            self._decide(round_)
        elif move is ReplayMove.THIRD_CARD:
            scene.play_third_card(self._settled, lambda card, slot, turned: None,
                                  lambda: self._over(round_, ReplayMove.THIRD_CARD))
        else:
            scene.play_result(self._settled, lambda: None)
            self._awaiting_money = True
            if not scene.cosmetic_running:
                self._money_still()

    def _card(self, round_: int, card: Card, slot: int, turned: bool) -> None:
        if round_ != self._round:
            return
        if turned and slot in (0, 1):
            self.scene.hold_motion(True)  # from the felt's own callback: the deal stops before its next step
            self._over(round_, ReplayMove.FIRST_CARD if slot == 0 else ReplayMove.SECOND_CARD)
        elif not turned and slot == 2:
            self.scene.hold_motion(True)  # a pair: the red dog is on its box; the third card waits at the shoe
            self._over(round_, ReplayMove.RED_DOG)

    def _deal_over(self, round_: int) -> None:
        self._over(round_, ReplayMove.THIRD_CARD if self.record.kind is HandKind.PAIR else ReplayMove.RED_DOG)

    def _decide(self, round_: int) -> None:
        scene, record = self.scene, self.record
        if not record.raised:
            self._over(round_, ReplayMove.DECISION)
            return
        # The raise comes from the player's chips in the tray to the right of the wager, where the felt pays it.
        pile = ChipPileItem(Role.RAISE, record.raised, scene.rules.chips)
        scene.addItem(pile)
        tray = scene.chip_stack(pile.chips[0]).pos()  # the stack of its largest chip (a raise is never 0)
        spot = BET_SPOT_POS + QPointF(MONEY_OFFSET, 4)
        timings = scene.timings

        def placed() -> None:
            scene.removeItem(pile)
            pile.deleteLater()
            scene.show_bet(scene.bet_spot.chips, record.raised)

        own = Timeline(scene)
        own.move(pile.setPos, tray, spot, timings.duration(Move.RAISE), timings.easing(Move.RAISE))
        own.call(placed)
        self._own = own
        own.start(lambda: self._over(round_, ReplayMove.DECISION))

    def _money_still(self) -> None:
        if self._awaiting_money and not self.scene.cosmetic_running:
            self._awaiting_money = False
            self._over(self._round, ReplayMove.RESULT)

    def _over(self, round_: int, move: ReplayMove) -> None:
        if round_ != self._round:
            return
        self._own = None
        self.shown.append(move)
        self.move_shown.emit(move)
        if len(self.shown) == len(self.moves):
            self._state = _State.DONE
            self._stepping = False
            self.finished.emit()
        elif self._stepping:
            self._state = _State.WAITING
        else:
            self._rest(round_)

    def _rest(self, round_: int) -> None:
        """A beat on what the last move showed, then the next move."""
        self._state = _State.BETWEEN
        beat = Timeline(self.scene)
        beat.pause(self.scene.timings.duration(Move.REPLAY_BEAT))
        self._beat = beat
        beat.start(lambda: self._beat_over(round_, beat))

    def _beat_over(self, round_: int, beat: Timeline) -> None:
        if round_ == self._round and beat is self._beat:
            self._beat = None
            self._next()

    def _skip_beat(self) -> None:
        beat, self._beat = self._beat, None
        if beat is not None:
            beat.stop()
        self._frozen = False
        self._next()

    def _next(self) -> None:
        self._begin(self.moves[len(self.shown)])

    def _freeze(self, frozen: bool) -> None:
        self._frozen = frozen
        if self._state is _State.BETWEEN:
            if self._beat is not None:
                (self._beat.hold if frozen else self._beat.go_on)()
            return
        self.scene.hold_motion(frozen)
        if self._own is not None:
            (self._own.hold if frozen else self._own.go_on)()


__all__ = ["ReplayDeal", "ReplayMove", "moves_of"]
