"""Rate limits: a token bucket per connection (no clock of its own: pass ``now``)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TokenBucket"]


@dataclass(slots=True)
class TokenBucket:
    """``rate`` messages a second on average, bursts of up to ``burst``."""

    rate: float
    burst: float
    tokens: float = -1.0
    last: float = 0.0

    def take(self, now: float) -> bool:
        """One message at ``now``: True when it is within the limit."""
        if self.tokens < 0:
            self.tokens, self.last = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
