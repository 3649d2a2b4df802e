"""The panels beside the canvas: levels (``LayerPanel``), validation (``ValidationPanel``, with its
deal panel) and the winnability display."""

from .layer_panel import LayerPanel
from .validation_panel import ValidationPanel

__all__ = ["LayerPanel", "ValidationPanel"]
