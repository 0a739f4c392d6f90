"""Beat's scheduler in production: RedBeat, which keeps the schedule and each entry's last run
in Redis and lets only the beat holding its lock send (issue 28), made to ride out a Redis
restart instead of dying of it.

RedBeat as shipped takes the lock once, when beat starts, and extends it at every tick: a beat
that finds Redis gone, or the lock gone with it (a restart without persistence), raises and
exits, and one standing by finds its lock lost the same way. Here neither exits: while Redis
does not answer, a beat tries again at its next tick; a beat without the lock tries to take it
at every tick, and stands by while another holds it. A beat that takes the lock installs the
schedule again first (a restarted Redis may have lost it; the last runs kept are kept).
"""

from __future__ import annotations

from celery.utils.log import get_logger
from redbeat import RedBeatScheduler
from redbeat.schedulers import LUA_EXTEND_TO_SCRIPT, get_redis
from redis.exceptions import ConnectionError, LockError, TimeoutError

logger = get_logger("celery.beat")


class Scheduler(RedBeatScheduler):
    """RedBeat, one active beat among several, surviving Redis restarts (see the module)."""

    installed_for = None  # the lock under which this beat last installed the schedule

    def tick(self, min=min, **kwargs) -> float:
        try:
            if self.lock is None and not self._take_lock():
                return self.max_interval  # another beat is active: stand by
            if self.installed_for is not self.lock:
                self.setup_schedule()
                self.installed_for = self.lock
            return super().tick(min=min, **kwargs)
        except LockError:  # not extended in time, or Redis restarted without it
            logger.warning("beat: Lost the lock; standing by")
            self.lock = None
            return self.max_interval
        except (ConnectionError, TimeoutError) as error:
            logger.warning("beat: Redis does not answer (%s); trying again", error)
            return self.max_interval

    def _take_lock(self) -> bool:
        """Take the lock if no other beat holds it (never waits). True when taken."""
        client = get_redis(self.app)
        lock = client.lock(self.lock_key, timeout=self.lock_timeout, sleep=self.max_interval)
        lock.lua_extend = client.register_script(LUA_EXTEND_TO_SCRIPT)
        if not lock.acquire(blocking=False):
            return False
        logger.info("beat: Acquired lock")
        self.lock = lock
        return True
