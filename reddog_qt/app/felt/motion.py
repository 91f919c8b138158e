"""Movements on the felt, one path at every speed: a step whose duration is 0 snaps.

A :class:`Timeline` is the choreography of one piece of play — a deal, a third
card, the result banner, the sweep — as a list of steps run in order. A step
moves items (several tweens side by side) or calls back (a card left the shoe,
its face shows). The same steps are built whether animation is on, off or
reduced: only the durations differ, and a step of duration 0 applies its end
values at once and goes straight on to the next. There is no second, "instant"
branch to drift apart from the animated one (libkcardgame's
``KCard::animate(..., duration)`` works the same way).

:meth:`Timeline.finish` runs whatever is left at once, in order, callbacks
included: a cosmetic movement the player does not want to wait for ends where
it would have ended. Each step's animation group is deleted when the step ends
and the steps are dropped when the timeline is done, so a timeline keeps
nothing alive after its hand.

:meth:`Timeline.hold` stops a timeline where it is (mid-step, or before its next step when called
from one of its callbacks) and :meth:`Timeline.go_on` lets it continue: a replay pauses and steps
the table's own movements with them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QVariantAnimation,
)

Setter = Callable[[Any], None]


@dataclass
class Tween:
    """One value moving from ``start`` to ``end``; ``apply`` puts a value on the item (e.g. ``item.setPos``)."""

    apply: Setter
    start: Any
    end: Any
    duration: int
    easing: QEasingCurve | None = None


@dataclass
class Step:
    """Tweens that run side by side (the step lasts as long as the longest, or ``pause``), or one callback."""

    tweens: list[Tween] = field(default_factory=list)
    pause: int = 0
    call: Callable[[], None] | None = None

    @property
    def duration(self) -> int:
        return max([tween.duration for tween in self.tweens] + [self.pause])


class Timeline:
    """Steps played in order; see the module docstring.

    ``owner`` parents each step's animation group (and so deletes it with the scene if the
    table closes mid-movement).
    """

    def __init__(self, owner: QObject) -> None:
        self._owner = owner
        self._steps: list[Step] = []
        self._index = 0
        self._group: QParallelAnimationGroup | None = None
        self._done: Callable[[], None] | None = None
        self._running = False
        self._snapping = False
        self._held = False

    # --- building ----------------------------------------------------

    def move(self, apply: Setter, start: Any, end: Any, duration: int, easing: QEasingCurve | None = None) -> Timeline:
        """A new step: one value moving (it snaps to ``end`` when ``duration`` is 0)."""
        self._steps.append(Step([Tween(apply, start, end, duration, easing)]))
        return self

    def along(self, apply: Setter, start: Any, end: Any, duration: int, easing: QEasingCurve | None = None) -> Timeline:
        """Another value moving in the same step as the last :meth:`move`."""
        if not self._steps or self._steps[-1].call is not None:
            return self.move(apply, start, end, duration, easing)
        self._steps[-1].tweens.append(Tween(apply, start, end, duration, easing))
        return self

    def call(self, callback: Callable[[], None]) -> Timeline:
        """A step that calls ``callback`` when the steps before it are over."""
        self._steps.append(Step(call=callback))
        return self

    def pause(self, duration: int) -> Timeline:
        """A step where nothing moves for ``duration`` ms (none at all when 0)."""
        self._steps.append(Step(pause=duration))
        return self

    # --- playing -----------------------------------------------------

    @property
    def running(self) -> bool:
        """True from :meth:`start` until the last step is over (or :meth:`stop`)."""
        return self._running

    def start(self, done: Callable[[], None] | None = None) -> None:
        """Play the steps; ``done`` is called after the last (at once if nothing takes time)."""
        self._done = done
        self._running = True
        self._advance()

    def finish(self) -> None:
        """Play every remaining step at once, in order, and call ``done``."""
        if not self._running:
            return
        self._snapping = True
        self._held = False
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            self._close_step(group)
        self._advance()

    def stop(self) -> None:
        """Abandon the remaining steps where they are; ``done`` is not called."""
        self._running = False
        self._held = False
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        self._release()

    @property
    def held(self) -> bool:
        """True from :meth:`hold` until :meth:`go_on` (or :meth:`finish`)."""
        return self._held

    def hold(self) -> None:
        """Stop where things are: the step moving now freezes, and no further step starts until :meth:`go_on`.

        Called from one of the timeline's own callbacks, it stops before the step that follows.
        """
        self._held = True
        if self._group is not None and self._group.state() is QAbstractAnimation.State.Running:
            self._group.pause()

    def go_on(self) -> None:
        """Continue after :meth:`hold`, from exactly where the timeline stopped."""
        if not self._held:
            return
        self._held = False
        if self._group is not None:
            if self._group.state() is QAbstractAnimation.State.Paused:
                self._group.resume()
        elif self._running:
            self._advance()

    # --- internals ---------------------------------------------------

    def _advance(self) -> None:
        while self._running and not self._held and self._index < len(self._steps):
            step = self._steps[self._index]
            self._index += 1
            if step.call is not None:
                step.call()
                continue
            if self._snapping or step.duration == 0:
                for tween in step.tweens:
                    tween.apply(tween.end)
                continue
            self._play(step)
            return
        if self._running and not self._held:
            self._running = False
            done = self._done
            self._release()
            if done is not None:
                done()

    def _play(self, step: Step) -> None:
        group = QParallelAnimationGroup(self._owner)
        for tween in step.tweens:
            tween.apply(tween.start)
            if tween.duration == 0:
                tween.apply(tween.end)
                continue
            animation = QVariantAnimation(group)
            animation.setStartValue(tween.start)
            animation.setEndValue(tween.end)
            animation.setDuration(tween.duration)
            if tween.easing is not None:
                animation.setEasingCurve(tween.easing)
            animation.valueChanged.connect(tween.apply)
            group.addAnimation(animation)
        if step.pause:
            group.addAnimation(QPauseAnimation(step.pause, group))
        group.finished.connect(lambda: self._step_finished(group))
        self._group = group
        group.start()

    def _step_finished(self, group: QParallelAnimationGroup) -> None:
        if group is not self._group:
            return  # a step this timeline has already left behind
        self._group = None
        self._close_step(group)
        self._advance()

    def _close_step(self, group: QParallelAnimationGroup) -> None:
        for tween in self._steps[self._index - 1].tweens:
            tween.apply(tween.end)  # exactly at the end, whatever the last frame showed
        group.deleteLater()

    def _release(self) -> None:
        self._steps = []
        self._index = 0
        self._done = None


__all__ = ["Step", "Timeline", "Tween"]
