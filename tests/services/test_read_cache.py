"""The read caches' map (kingdom.selectors.RecentCache): cachetools' LRU under a lock. What it
holds is put there only after commit by its callers (tests/api/test_server_path.py)."""

import threading

from kingdom.selectors import RecentCache


def test_the_least_recently_used_goes_first_and_a_hit_is_recent_again():
    cache = RecentCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # now the most recent
    cache.put("c", 3)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
    cache.clear()
    assert cache.get("a") is None


def test_threads_sharing_it_never_overfill_it():
    cache = RecentCache(50)

    def fill(n):
        for i in range(2000):
            cache.put((n, i), i)
            cache.get((n, i - 1))

    threads = [threading.Thread(target=fill, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(cache.items) == 50
    assert all(cache.get(key) == key[1] for key in list(cache.items))
