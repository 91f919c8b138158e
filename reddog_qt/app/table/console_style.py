"""The console's look: its style sheet at a scale, and the scale for a window's size.

The console is drawn by one Qt style sheet, :data:`STYLE_TEMPLATE`, whose type sizes,
paddings and button widths grow with the console's scale: 1 up to a 1280x800 window,
larger on big screens (:func:`scale_for`). :func:`console_style` fills the template in
for one scale; the :class:`~reddog_qt.app.table.console.Console` sets it on itself.
"""

from __future__ import annotations

#: The console's look at scale 1; sizes in {braces} are multiplied by the console's scale.
STYLE_TEMPLATE = """
#console {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b1d13, stop:1 #140d08);
           border-top: 2px solid #8a5a2b; }}
#console QLabel {{ color: #e9dcc0; }}
QFrame[display="true"] {{ background: #0b0806; border: 1px solid #6d4a26; border-radius: 6px; }}
QLabel[caption="true"] {{ color: #b89b66; font-size: {caption}px; font-weight: bold; }}
QLabel[value="true"] {{ color: #ffe9a8; font-size: {value}px; font-weight: bold; }}
#message_label {{ color: #ffd27a; font-size: {message}px; }}
#raise_amount_caption {{ color: #e9dcc0; font-size: {button}px; font-weight: bold; }}
#console QPushButton {{ color: #fff7e0; font-weight: bold; font-size: {button}px; padding: {pad_v}px {pad_h}px;
    min-width: {min_w}px; border: 1px solid #8a5a2b; border-radius: 7px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5b3a1f, stop:1 #3a2413); }}
#console QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #74502b, stop:1 #4a2e18); }}
#console QPushButton:pressed {{ background: #2a1a0e; }}
#console QPushButton:disabled {{ color: #7c6a55; border-color: #4a3420; background: #241710; }}
#console QPushButton[primary="true"] {{ color: #1b1206; font-size: {primary}px; min-width: {primary_w}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe28a, stop:1 #d9a433); border-color: #fff0b8; }}
#console QPushButton[primary="true"]:hover {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0b0, stop:1 #e8b84a); }}
#console QPushButton[primary="true"]:disabled {{ color: #7c6a55; background: #3a2a14; border-color: #5a4420; }}
#console QPushButton:focus {{ border: 3px solid #7fd8ff; outline: none; }}
#console QSpinBox {{ background: #0b0806; color: #ffe9a8; border: 1px solid #6d4a26; border-radius: 5px;
    padding: 2px 4px; font-weight: bold; font-size: {button}px; min-width: {spin_w}px; }}
#console QSpinBox:focus {{ border: 3px solid #7fd8ff; }}
#console QSpinBox:disabled {{ color: #7c6a55; border-color: #4a3420; }}
#console QSpinBox[invalid="true"] {{ border: 2px solid #ff5a5a; color: #ff9d9d; background: #2a0808; }}
#console QSlider:focus {{ border: 2px solid #7fd8ff; border-radius: 4px; }}
"""

#: The smallest and largest console scale (1 up to a 1280x800 window, larger on big screens).
SCALE_RANGE = (1.0, 1.8)


def console_style(scale: float) -> str:
    """The console's style sheet at ``scale``."""
    def px(size: float) -> int:
        return round(size * scale)

    return STYLE_TEMPLATE.format(caption=px(10), value=px(15), message=px(12), button=px(12), primary=px(14),
                                 pad_v=px(5), pad_h=px(8), min_w=px(52), primary_w=px(74), spin_w=px(64))


def scale_for(width: int, height: int) -> float:
    """The console's scale for a window of this size, in steps of 0.05."""
    low, high = SCALE_RANGE
    raw = min(width / 1280, height / 800)
    return round(max(low, min(high, raw)) * 20) / 20


__all__ = ["SCALE_RANGE", "STYLE_TEMPLATE", "console_style", "scale_for"]
