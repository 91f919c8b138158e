"""The printed felt: the table's layout and everything drawn under the moving items.

Rail and felt, the house rules lettering (with where the shoe is really cut), the shoe, the spread scale with its
payouts, and the chip tray. Nothing here moves or knows a hand; the scene
passes what to light up.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from reddog_qt.app.felt.items import CARD_HEIGHT, CARD_WIDTH, draw_fitted, fitted_font, svg, table_font
from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.texts.rules_texts import raise_text, rules_summary, table_title
from reddog_qt.engine import MAX_SPREAD, HandKind, Rules


def chip_label(value: int) -> str:
    """How a chip's value is written: 1,000 as 1K (in the player's locale)."""
    if value >= 1000 and value % 1000 == 0:
        return fill(translate("Felt", "%1K", "a chip's value in thousands of credits, e.g. 5K"), credits(value // 1000))
    return credits(value)


def decks_label(decks: int) -> str:
    """Printed under the shoe: "1 DECK", "6 DECKS"."""
    if decks == 1:
        return translate("Felt", "1 DECK", "under the shoe")
    return fill(translate("Felt", "%1 DECKS", "under the shoe, 2 or more"), decks)


def scale_box(kind: HandKind, trips_pays: int) -> tuple[str, str]:
    """The spread scale's box for consecutive cards or a pair: its name and what it pays."""
    if kind is HandKind.CONSECUTIVE:
        return (translate("Felt", "CONSECUTIVE", "the spread scale's box for consecutive cards"),
                translate("Felt", "PUSH", "what consecutive cards pay: the wager comes back"))
    return (translate("Felt", "PAIR", "the spread scale's box for a pair"),
            fill(translate("Felt", "TRIPS %1:1", "what three of a kind pays"), trips_pays))

SCENE_RECT = QRectF(0, 0, 1600, 860)
SHOE_POS = QPointF(1420, 128)
SLOT_POS = (QPointF(600, 178), QPointF(1000, 178), QPointF(800, 178))  # left, right, middle
SCALE_TOP = 318.0
BOX_W, BOX_H, BOX_GAP = 76.0, 86.0, 6.0
SIDE_W = 132.0
BET_SPOT_POS = QPointF(800, 588)
TRAY_RECT = QRectF(380, 716, 840, 122)  # the widest tray; it shrinks to fit fewer stacks
MARKER_HOME = QPointF(150, SCALE_TOP + BOX_H / 2)
#: Where the shoe's deck count and the legend under the bet spot are printed (kept clear of the items).
DECK_LABEL_RECT = QRectF(SHOE_POS.x() - 100, SHOE_POS.y() + 88, 200, 24)
LEGEND_RECT = QRectF(500, 688, 600, 26)
SWEEP_OFFSET = QPointF(0, -250)
#: Where the settled money sits by the bet (wager on the spot, raise to its right, payout to its left), where
#: the dealer's rack is, and where money leaves the felt: to the player below, to the dealer above.
MONEY_OFFSET = 154.0
DEALER_RACK = QPointF(800, 40)
PLAYER_EDGE = QPointF(800, 930)  # finished hands go up to the dealer, off the felt
BANNER_POS = QPointF(1228, 560)  # the open felt right of the bet spot

GOLD = QColor("#f3d98b")


#: A box of the spread scale: a spread 1..11, or HandKind.CONSECUTIVE or HandKind.PAIR.
ScaleKey = int | HandKind


@dataclass(frozen=True)
class FeltPrinting:
    """What the felt shows this time: the rules, the scale, the lit box, the tray and its stacks."""

    rules: Rules
    boxes: dict[ScaleKey, QRectF]
    highlight: ScaleKey | None
    tray: QRectF
    chip_x: dict[int, float]
    #: The cloth (a file in ``felts``) and the card back (in ``backs``) the player chose.
    cloth: str = "green"
    back: str = "ruby"
    #: Where this shoe's cut card really is (percent of the shoe), once it is cut; None: the table's own.
    cut_percent: int | None = None


def rules_line(felt: FeltPrinting) -> str:
    """The line printed under the table's title: the rules, with the shoe's real cut once it is cut."""
    return rules_summary(felt.rules, felt.cut_percent)


def scale_boxes() -> dict[ScaleKey, QRectF]:
    """Where the spread scale's boxes lie: keys 1..11, HandKind.CONSECUTIVE and HandKind.PAIR."""
    boxes: dict[ScaleKey, QRectF] = {}
    total = SIDE_W * 2 + BOX_GAP * 2 + MAX_SPREAD * BOX_W + (MAX_SPREAD - 1) * BOX_GAP
    x = SCENE_RECT.center().x() - total / 2
    boxes[HandKind.CONSECUTIVE] = QRectF(x, SCALE_TOP, SIDE_W, BOX_H)
    x += SIDE_W + BOX_GAP
    for spread in range(1, MAX_SPREAD + 1):
        boxes[spread] = QRectF(x, SCALE_TOP, BOX_W, BOX_H)
        x += BOX_W + BOX_GAP
    boxes[HandKind.PAIR] = QRectF(x, SCALE_TOP, SIDE_W, BOX_H)
    return boxes


def marker_spot(box: QRectF, marker_size: float) -> QPointF:
    """Where the red dog (``marker_size`` across) stops for a box of the spread scale: under it, its payout clear."""
    return QPointF(box.center().x(), box.bottom() + marker_size / 2 + 10)


def payout_rect(box: QRectF) -> QRectF:
    """Where a box of the spread scale prints what it pays (the red dog never covers it)."""
    return box.adjusted(0, 48, 0, -6)


def paint_felt(painter: QPainter, rect: QRectF | QRect, felt: FeltPrinting) -> None:
    """Draw the whole table under the moving items: rail, felt, printing, shoe, spread scale, tray."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, QColor("#1b1410"))
    table = _table_outline()
    rail = QPen(QColor("#5a3418"), 34)
    painter.setPen(rail)
    painter.drawPath(table)
    painter.setPen(QPen(QColor("#8a5a2b"), 4))
    painter.drawPath(table)
    painter.save()
    painter.setClipPath(table, Qt.ClipOperation.IntersectClip)
    svg("felts", f"{felt.cloth}.svg").render(painter, SCENE_RECT)
    painter.restore()
    _draw_printing(painter, felt)
    _draw_shoe(painter, felt)
    _draw_scale(painter, felt)
    _draw_tray(painter, felt)


def _draw_printing(painter: QPainter, felt: FeltPrinting) -> None:
    rules = felt.rules
    painter.setPen(QColor(243, 217, 139, 45))
    name = translate("Felt", "RED DOG", "the game's name, printed large on the felt")
    painter.setFont(fitted_font(name, 1000, 72))
    painter.drawText(QRectF(300, 138, 1000, 90), Qt.AlignmentFlag.AlignCenter, name)
    other_names = translate("Felt", "ACEY  DEUCEY  -  IN BETWEEN", "the game's other names, under RED DOG")
    painter.setFont(fitted_font(other_names, 1000, 20))
    painter.drawText(QRectF(300, 222, 1000, 30), Qt.AlignmentFlag.AlignCenter, other_names)
    painter.setPen(GOLD)
    title = table_title(rules).upper()
    painter.setFont(fitted_font(title, 420, 22))
    draw_fitted(painter, QRectF(60, 46, 420, 30), Qt.AlignmentFlag.AlignLeft, title)
    description = rules_line(felt)
    # The printing stops short of the dealer's left card; longer lines are set smaller.
    painter.setFont(fitted_font(description, 460, 17 if len(description) <= 40 else 14, bold=False))
    painter.setPen(QColor("#e8f2e8"))
    draw_fitted(painter, QRectF(60, 80, 460, 26), Qt.AlignmentFlag.AlignLeft, description)
    raising = raise_text(rules)
    painter.setFont(fitted_font(raising, 460, 17, bold=False))
    draw_fitted(painter, QRectF(60, 106, 460, 26), Qt.AlignmentFlag.AlignLeft, raising)
    painter.setPen(QColor(243, 217, 139, 200))
    side_rules = fill(translate("Felt", "Three of a kind pays %1 to 1\nConsecutive and pair: push"), rules.trips_pays)
    painter.setFont(fitted_font(side_rules, 420, 16, bold=False))
    painter.drawText(QRectF(60, 140, 420, 80), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, side_rules)
    # Arc lettering around the bet spot, the way a real layout is printed.
    painter.setPen(QColor(243, 217, 139, 160))
    arc = translate("Felt", "RAISE ON THE SPREAD  -  EQUAL OR OUTSIDE LOSES", "printed under the bet spot")
    painter.setFont(fitted_font(arc, LEGEND_RECT.width(), 15))
    draw_fitted(painter, LEGEND_RECT, Qt.AlignmentFlag.AlignCenter, arc)


def _draw_shoe(painter: QPainter, felt: FeltPrinting) -> None:
    box = QRectF(SHOE_POS.x() - 100, SHOE_POS.y() - 84, 200, 168)
    _draw_wood(painter, box, box.bottomRight(), "#3b2a1c", "#120c08", 16)
    card = QRectF(SHOE_POS.x() - CARD_WIDTH / 2, SHOE_POS.y() - CARD_HEIGHT / 2 + 20, CARD_WIDTH, CARD_HEIGHT - 40)
    painter.save()
    painter.setClipRect(card)
    svg("backs", f"{felt.back}.svg").render(painter, QRectF(card.left(), card.top(), CARD_WIDTH, CARD_HEIGHT))
    painter.restore()
    painter.setPen(QColor("#d8c08a"))
    decks = decks_label(felt.rules.decks)
    painter.setFont(fitted_font(decks, DECK_LABEL_RECT.width(), 14))
    draw_fitted(painter, DECK_LABEL_RECT, Qt.AlignmentFlag.AlignCenter, decks)


def _draw_scale(painter: QPainter, felt: FeltPrinting) -> None:
    for key, box in felt.boxes.items():
        lit = key == felt.highlight
        painter.setPen(QPen(QColor("#ffd75e") if lit else QColor(243, 217, 139, 170), 4 if lit else 2))
        painter.setBrush(QColor(255, 215, 94, 70) if lit else QColor(0, 0, 0, 40))
        painter.drawRoundedRect(box, 10, 10)
        painter.setPen(QColor("#ffffff") if lit else QColor("#f6ecd0"))
        if isinstance(key, int):
            painter.setFont(table_font(30))
            painter.drawText(box.adjusted(0, 6, 0, -38), Qt.AlignmentFlag.AlignCenter, str(key))
            painter.setFont(table_font(17, bold=False))
            painter.setPen(GOLD)
            painter.drawText(payout_rect(box), Qt.AlignmentFlag.AlignCenter, f"{felt.rules.payout(key)}:1")
        else:
            name, pays = scale_box(key, felt.rules.trips_pays)
            painter.setFont(fitted_font(name, box.width() - 8, 15 if len(name) > 6 else 18))
            draw_fitted(painter, box.adjusted(4, 8, -4, -40), Qt.AlignmentFlag.AlignCenter, name)
            painter.setFont(fitted_font(pays, box.width() - 8, 15, bold=False))
            painter.setPen(GOLD)
            draw_fitted(painter, payout_rect(box).adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, pays)
    painter.setPen(QColor(243, 217, 139, 150))
    painter.setFont(table_font(15))
    painter.drawText(QRectF(560, SCALE_TOP - 26, 480, 22), Qt.AlignmentFlag.AlignCenter,
                     translate("Felt", "SPREAD", "over the spread scale"))
    # The red dog's resting place.
    painter.setPen(QPen(QColor(243, 217, 139, 120), 2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(MARKER_HOME, 44, 44)


def _draw_tray(painter: QPainter, felt: FeltPrinting) -> None:
    tray = felt.tray
    _draw_wood(painter, tray, tray.bottomLeft(), "#2a1a0f", "#4a2e17", 18)
    painter.setPen(QColor("#d8c08a"))
    painter.setFont(table_font(14, bold=False))
    for value, x in felt.chip_x.items():
        label = chip_label(value)
        painter.setFont(fitted_font(label, 100, 14, bold=False))
        draw_fitted(painter, QRectF(x - 50, tray.bottom() - 22, 100, 18), Qt.AlignmentFlag.AlignCenter, label)


def _draw_wood(painter: QPainter, box: QRectF, shade_to: QPointF, light: str, dark: str, radius: float) -> None:
    """A rounded wooden box with a brass edge (the shoe, the chip tray), shaded from its top left."""
    gradient = QLinearGradient(box.topLeft(), shade_to)
    gradient.setColorAt(0, QColor(light))
    gradient.setColorAt(1, QColor(dark))
    painter.setPen(QPen(QColor("#8a5a2b"), 3))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(box, radius, radius)


def _table_outline() -> QPainterPath:
    """A blackjack-style table: the dealer's straight edge at the top, the players' curve below."""
    path = QPainterPath()
    path.moveTo(30, 24)
    path.lineTo(1570, 24)
    path.lineTo(1570, 420)
    path.cubicTo(1570, 760, 1200, 840, 800, 840)
    path.cubicTo(400, 840, 30, 760, 30, 420)
    path.closeSubpath()
    return path
