"""The court cards' figures: a King, a Queen and a Jack as half-length busts, mirrored top and bottom.

Each figure is drawn with painter paths in a half panel 100 units wide and
``HALF`` units tall (the top half, its centre line at the bottom), then drawn
again turned half a turn for the lower half, as on printed court cards.  The
robe takes the suit's colour, the crown, tiara, feather and trimmings are gold,
and each is told at a glance: the King by his tall crown, beard and sceptre,
the Queen by her tiara, long hair and flower, the Jack by his feathered cap.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from yukon_qt.engine import Suit
from yukon_qt.ui.decks.suit_shapes import draw_suit

HALF = 60.0  # the height of a half panel, in units of a hundredth of its width
BOTTOM = 50.0  # where a figure is cut at the centre line, in its own units
FIGURE_SCALE = HALF / BOTTOM  # a figure fills its half panel's height
GOLD = QColor("#e0ad2b")
GOLD_DARK = QColor("#8c6412")
SKIN = QColor("#f8dfc2")
INK = QColor("#2a2320")
PAPER = QColor("#fffdf7")
CREAM = QColor("#f5ead0")
BEARD = QColor("#ece3d0")
HAIR = QColor("#7b4a21")
QUEEN_HAIR = QColor("#b07a2a")


def _path(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(QPointF(*point))
    path.closeSubpath()
    return path


def _fill(painter: QPainter, path: QPainterPath, colour: QColor, outline: QColor = INK, width: float = 0.7) -> None:
    painter.setBrush(colour)
    painter.setPen(QPen(outline, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)


def _robe(painter: QPainter, colour: QColor, suit: Suit) -> None:
    """Shoulders and robe in the suit's colour, trimmed with gold, the suit on a pale chest panel."""
    # Broad shoulders narrowing to the waist, where the two halves meet.
    robe = QPainterPath(QPointF(27, BOTTOM + 1))
    robe.cubicTo(22, 47, 16, 44, 17, 41)
    robe.cubicTo(19, 37, 28, 35, 39, 34.5)
    robe.lineTo(61, 34.5)
    robe.cubicTo(72, 35, 81, 37, 83, 41)
    robe.cubicTo(84, 44, 78, 47, 73, BOTTOM + 1)
    robe.closeSubpath()
    _fill(painter, robe, colour)
    hem = QPainterPath(QPointF(29.5, BOTTOM + 1))
    hem.cubicTo(26, 46, 21, 44, 21.5, 41.5)
    hem.cubicTo(24, 39, 31, 38, 41, 37.6)
    hem.moveTo(70.5, BOTTOM + 1)
    hem.cubicTo(74, 46, 79, 44, 78.5, 41.5)
    hem.cubicTo(76, 39, 69, 38, 59, 37.6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawPath(hem)
    chest = _path((43, 36), (57, 36), (59.5, BOTTOM + 1), (40.5, BOTTOM + 1))
    _fill(painter, chest, PAPER, GOLD_DARK, 0.6)
    painter.setBrush(colour)
    draw_suit(painter, suit, QRectF(46.5, 39, 7, 7))
    # A gold sash where the two halves meet.
    sash = QPainterPath()
    sash.addRect(QRectF(24, BOTTOM - 3.2, 52, 4.2))
    _fill(painter, sash, GOLD, GOLD_DARK, 0.6)


def _head(painter: QPainter) -> None:
    neck = _path((46.5, 27), (53.5, 27), (54, 33), (46, 33))
    _fill(painter, neck, SKIN)
    face = QPainterPath()
    face.addEllipse(QPointF(50, 20.5), 7.2, 8.6)
    _fill(painter, face, SKIN)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x in (47.2, 52.8):
        painter.drawEllipse(QPointF(x, 19.5), 0.95, 1.1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(INK, 0.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    mouth = QPainterPath(QPointF(48.3, 25))
    mouth.quadTo(50, 26, 51.7, 25)
    painter.drawPath(mouth)


def _emblem(painter: QPainter, suit: Suit, colour: QColor) -> None:
    """The suit in the panel's upper corner, as printed court cards carry it."""
    painter.setBrush(colour)
    draw_suit(painter, suit, QRectF(6, 5, 14, 14))


def _king(painter: QPainter, colour: QColor, suit: Suit) -> None:
    # The sceptre behind the shoulder.
    painter.setPen(QPen(GOLD_DARK, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(74, 10), QPointF(69, BOTTOM))
    painter.setPen(QPen(GOLD, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(74, 10), QPointF(69, BOTTOM))
    orb = QPainterPath()
    orb.addEllipse(QPointF(74.5, 7.5), 3.2, 3.2)
    _fill(painter, orb, GOLD, GOLD_DARK)
    painter.setPen(QPen(GOLD_DARK, 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(74.5, 1.2), QPointF(74.5, 4.3))
    painter.drawLine(QPointF(73, 2.6), QPointF(76, 2.6))
    _robe(painter, colour, suit)
    _head_scale(painter)
    # An ermine collar: white fur with black tails.
    collar = QPainterPath(QPointF(35, 31.5))
    collar.cubicTo(40, 29, 60, 29, 65, 31.5)
    collar.cubicTo(62, 37, 38, 37, 35, 31.5)
    _fill(painter, collar, PAPER)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x in (40, 47, 54, 61):
        painter.drawEllipse(QPointF(x, 33 - abs(x - 50.5) * 0.05), 0.9, 1.3)
    _head(painter)
    beard = QPainterPath(QPointF(42.6, 21))
    beard.cubicTo(43, 28, 46, 33.5, 50, 34.5)
    beard.cubicTo(54, 33.5, 57, 28, 57.4, 21)
    beard.cubicTo(55.5, 25, 53, 24, 50, 24.3)
    beard.cubicTo(47, 24, 44.5, 25, 42.6, 21)
    beard.closeSubpath()
    _fill(painter, beard, BEARD)
    # A tall crown of three points, each with a pearl, on a jewelled band.
    crown = _path((41, 13.5), (40, 4), (45.2, 8.3), (50, 1.5), (54.8, 8.3), (60, 4), (59, 13.5))
    _fill(painter, crown, GOLD, GOLD_DARK)
    band = QPainterPath()
    band.addRect(QRectF(40.6, 10.8, 18.8, 3))
    _fill(painter, band, GOLD, GOLD_DARK, 0.6)
    painter.setPen(Qt.PenStyle.NoPen)
    for pearl_x, pearl_y in ((40.0, 3.6), (50.0, 1.2), (60.0, 3.6)):
        painter.setBrush(PAPER)
        painter.drawEllipse(QPointF(pearl_x, pearl_y), 1.3, 1.3)
    painter.setBrush(colour)
    for jewel_x in (44.5, 50.0, 55.5):
        painter.drawEllipse(QPointF(jewel_x, 12.3), 1.1, 1.1)


def _queen(painter: QPainter, colour: QColor, suit: Suit) -> None:
    painter.save()
    _head_scale(painter)
    # Long hair behind the head and over the shoulders.
    hair = QPainterPath(QPointF(41.5, 19))
    hair.cubicTo(40, 8.5, 60, 8.5, 58.5, 19)
    hair.cubicTo(60, 26, 62, 32, 65, 36)
    hair.lineTo(35, 36)
    hair.cubicTo(38, 32, 40, 26, 41.5, 19)
    hair.closeSubpath()
    _fill(painter, hair, QUEEN_HAIR, GOLD_DARK)
    painter.restore()
    _queen_flower(painter, colour)
    _robe(painter, colour, suit)
    _head_scale(painter)
    # A low neckline with a gold necklace.
    neckline = QPainterPath(QPointF(42, 31))
    neckline.quadTo(50, 38, 58, 31)
    neckline.closeSubpath()
    _fill(painter, neckline, SKIN, INK, 0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    for step in range(7):
        t = step / 6
        x = 43.5 + 13 * t
        painter.drawEllipse(QPointF(x, 31.6 + 3.2 * (1 - (2 * t - 1) ** 2)), 0.9, 0.9)
    _head(painter)
    _queen_fringe_and_tiara(painter, colour)


def _queen_flower(painter: QPainter, colour: QColor) -> None:
    """A flower held up beside her, its petals in the suit's colour."""
    painter.setPen(QPen(GOLD_DARK, 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath(QPointF(67, BOTTOM))
    stem.cubicTo(70, 35, 73, 24, 74, 15)
    painter.drawPath(stem)
    leaf = QPainterPath(QPointF(71.5, 27))
    leaf.quadTo(78, 24, 79, 28)
    leaf.quadTo(75, 30, 71.5, 27)
    _fill(painter, leaf, GOLD, GOLD_DARK, 0.5)
    for dx, dy in ((0, -3.2), (3.2, 0), (0, 3.2), (-3.2, 0)):
        petal = QPainterPath()
        petal.addEllipse(QPointF(74 + dx, 12 + dy), 2.6, 2.6)
        _fill(painter, petal, colour, INK, 0.5)
    heart = QPainterPath()
    heart.addEllipse(QPointF(74, 12), 1.7, 1.7)
    _fill(painter, heart, GOLD, GOLD_DARK, 0.4)


def _queen_fringe_and_tiara(painter: QPainter, colour: QColor) -> None:
    """The hair's parting over the forehead, and a low tiara with a jewel of the suit's colour."""
    fringe = QPainterPath(QPointF(42.8, 18.5))
    fringe.cubicTo(43, 12, 49, 11, 50, 14)
    fringe.cubicTo(51, 11, 57, 12, 57.2, 18.5)
    fringe.cubicTo(55, 14.5, 52, 14.5, 50, 16.5)
    fringe.cubicTo(48, 14.5, 45, 14.5, 42.8, 18.5)
    _fill(painter, fringe, QUEEN_HAIR, GOLD_DARK, 0.5)
    tiara = QPainterPath(QPointF(42.5, 12.6))
    tiara.cubicTo(44, 9.5, 47, 8.8, 48.6, 8.6)
    tiara.lineTo(50, 5.2)
    tiara.lineTo(51.4, 8.6)
    tiara.cubicTo(53, 8.8, 56, 9.5, 57.5, 12.6)
    tiara.cubicTo(54, 11.2, 46, 11.2, 42.5, 12.6)
    _fill(painter, tiara, GOLD, GOLD_DARK, 0.6)
    painter.setPen(QPen(GOLD_DARK, 0.4))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(50, 9.6), 1.4, 1.4)


def _jack(painter: QPainter, colour: QColor, suit: Suit) -> None:
    _robe(painter, colour, suit)
    _head_scale(painter)
    # A white ruff.
    ruff = QPainterPath()
    ruff.addEllipse(QPointF(50, 31.8), 10, 3.3)
    _fill(painter, ruff, PAPER, INK, 0.6)
    painter.setPen(QPen(INK, 0.4))
    for x in (44, 47, 50, 53, 56):
        painter.drawLine(QPointF(x, 29.6), QPointF(x, 34))
    # Short hair at the sides of the face.
    hair = QPainterPath(QPointF(42.5, 24))
    hair.cubicTo(41, 18, 42, 13, 50, 12.5)
    hair.cubicTo(58, 13, 59, 18, 57.5, 24)
    hair.lineTo(56, 17)
    hair.lineTo(44, 17)
    hair.closeSubpath()
    _fill(painter, hair, HAIR, INK, 0.5)
    _head(painter)
    # A long feather sweeping back from the cap.
    feather = QPainterPath(QPointF(55, 11))
    feather.cubicTo(63, 3, 72, 0, 80, 4)
    feather.cubicTo(73, 4, 68, 8, 63.5, 13)
    feather.cubicTo(61, 12.5, 58, 12, 55, 11)
    _fill(painter, feather, GOLD, GOLD_DARK, 0.6)
    painter.setPen(QPen(GOLD_DARK, 0.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    quill = QPainterPath(QPointF(57, 11))
    quill.cubicTo(64, 6, 71, 2.5, 79, 4)
    painter.drawPath(quill)
    # A soft cap in the suit's colour, worn at a slant, with a gold band.
    cap = QPainterPath(QPointF(40.5, 15.5))
    cap.cubicTo(38, 8, 47, 3.5, 55, 5)
    cap.cubicTo(62, 6.5, 63, 11, 60.5, 14.5)
    cap.cubicTo(54, 12.5, 46, 13, 40.5, 15.5)
    _fill(painter, cap, colour)
    band = QPainterPath(QPointF(40.5, 15.5))
    band.cubicTo(46, 13, 54, 12.5, 60.5, 14.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(band)


def _head_scale(painter: QPainter) -> None:
    """From here on, the head and what it wears are drawn larger, over the shoulders."""
    painter.translate(50, 25.5)
    painter.scale(1.3, 1.3)
    painter.translate(-50, -20.5)


FIGURES = {11: _jack, 12: _queen, 13: _king}


def paint_court(painter: QPainter, rank: int, suit: Suit, colour: QColor, frame: QRectF) -> None:
    """Draw the figure of ``rank`` (11 to 13) of ``suit`` into ``frame``, a panel twice ``HALF`` units tall."""
    scale = frame.width() / 100
    painter.save()
    painter.translate(frame.topLeft())
    painter.scale(scale, frame.height() / (2 * HALF))
    # The panel: a cream ground, framed in gold and a thin line of the suit's colour.
    panel = QRectF(0.6, 0.6, 98.8, 2 * HALF - 1.2)
    painter.setBrush(CREAM)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(panel, 4, 4)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(panel, 4, 4)
    painter.setClipPath(clip)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(100, 2 * HALF)
            painter.rotate(180)
        _emblem(painter, suit, colour)
        painter.translate(50, HALF)
        painter.scale(FIGURE_SCALE, FIGURE_SCALE)
        painter.translate(-50, -BOTTOM)
        FIGURES[rank](painter, colour, suit)
        painter.restore()
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD_DARK, 0.7))
    painter.drawLine(QPointF(2, HALF), QPointF(98, HALF))
    painter.setPen(QPen(GOLD, 1.6))
    painter.drawRoundedRect(panel, 4, 4)
    painter.setPen(QPen(colour, 0.6))
    painter.drawRoundedRect(panel.adjusted(2.2, 2.2, -2.2, -2.2), 2.8, 2.8)
    painter.restore()
