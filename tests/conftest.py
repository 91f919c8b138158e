"""Shared test set-up: Qt runs offscreen unless the caller chose a platform."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
