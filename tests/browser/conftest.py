"""Headless Chromium driven by Selenium against pytest-django's live server (PostgreSQL under
`make test`). Without Debian's /usr/bin/chromium and chromedriver (scripts/install-browser.sh
installs them; `make test` runs it) every browser test fails: a suite that cannot drive the
pages is not green. An ad-hoc run may skip them instead, asked for by name:
`KINGDOM_SKIP_BROWSER=1` (never set by `make test`).

Under pytest-xdist each worker has its own live server and its own Chromium windows, started
once and lent to one test after another (`chromium_pool`)."""

import contextlib
import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "browser"  # screenshots
OPTIONS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """The screenshots' folder (tests/conftest.py empties it once a run, before any worker)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.failed_call = report.failed


@pytest.fixture(scope="session")
def chromium_pool(django_db_setup, live_server):
    """The idle Chromium windows of this process (of this xdist worker), by their window's
    (width, height, phone): a window is started once and lent to test after test, as starting
    Chromium costs more than most of a browser test does (issue 13). Quit at the session's end,
    before the live server and the test database (whose drop its open connections would stop)."""
    pool = ChromiumPool()
    yield pool
    pool.quit_all()


class ChromiumPool:
    """Chromium windows lent to one test at a time; a window comes back as a new one would be:
    one tab on about:blank, no cookies, storage, cache, scripts added on new documents, emulated
    media nor console lines left from the test before."""

    IDLE = 4  # idle windows kept at most (the oldest quit first)

    def __init__(self):
        self.idle: list[tuple[tuple, object]] = []

    def lend(self, key: tuple):
        for number, (idle_key, driver) in enumerate(self.idle):
            if idle_key == key:
                del self.idle[number]
                return driver
        return None

    def give_back(self, key: tuple, driver, origin: str) -> None:
        try:
            _as_new(driver, origin)
        except Exception:  # noqa: BLE001 - a window that cannot be reset is quit, not lent
            _quit(driver)
            return
        self.idle.append((key, driver))
        while len(self.idle) > self.IDLE:
            _quit(self.idle.pop(0)[1])

    def quit_all(self) -> None:
        while self.idle:
            _quit(self.idle.pop()[1])


def _quit(driver) -> None:
    with contextlib.suppress(Exception):  # a browser that died is gone anyway
        driver.quit()


def _as_new(driver, origin: str) -> None:
    """Bring a window back to what a new one shows (see ChromiumPool)."""
    for handle in driver.window_handles:
        if handle != driver.home:
            driver.switch_to.window(handle)
            driver.close()
    driver.switch_to.window(driver.home)
    for identifier in driver.added_scripts:
        remove = {"identifier": identifier}
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", remove)
    driver.added_scripts.clear()
    driver.get("about:blank")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    driver.get_log("browser")  # read (and so dropped): the next test's console starts empty


def _chrome_class():
    from selenium import webdriver

    class PooledChrome(webdriver.Chrome):
        """Chrome that remembers the scripts a test added to every new document, so that they
        are removed before the window is lent again."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.home = self.current_window_handle
            self.added_scripts: list[str] = []

        def execute_cdp_cmd(self, cmd, cmd_args):
            result = super().execute_cdp_cmd(cmd, cmd_args)
            if cmd == "Page.addScriptToEvaluateOnNewDocument":
                self.added_scripts.append(result["identifier"])
            return result

    return PooledChrome


@pytest.fixture
def browsers(request, artifacts, chromium_pool, live_server):
    """A factory of Chromium windows (`browsers(width, height)`), each as new, all given back
    to the pool after the test (quit instead when the test failed)."""
    if not CHROMIUM.exists() or not CHROMEDRIVER.exists():
        missing = "no /usr/bin/chromium or /usr/bin/chromedriver: run scripts/install-browser.sh"
        if os.environ.get("KINGDOM_SKIP_BROWSER") == "1":
            pytest.skip(f"{missing} (KINGDOM_SKIP_BROWSER=1)")
        pytest.fail(missing, pytrace=False)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    drivers = []

    def make(width=1280, height=1000, phone=False):
        key = (width, height, phone)
        driver = chromium_pool.lend(key)
        if driver is None:
            driver = start(width, height, phone)
        drivers.append((key, driver))
        return driver

    def start(width, height, phone):
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in OPTIONS:
            options.add_argument(flag)
        if phone:
            # A phone's viewport (headless windows are at least 500 pixels wide).
            metrics = {"width": width, "height": height, "pixelRatio": 1.0, "touch": True}
            options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
            width, height = max(width, 500), height + 100
        options.add_argument(f"--window-size={width},{height}")
        options.add_argument("--lang=en-GB")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path=str(CHROMEDRIVER), log_output=os.devnull)
        driver = _chrome_class()(options=options, service=service)
        driver.set_page_load_timeout(30)
        return driver

    yield make
    failed = getattr(request.node, "failed_call", False)
    if failed:
        for number, (_, driver) in enumerate(drivers):
            try:
                driver.save_screenshot(str(artifacts / f"failure-{request.node.name}-{number}.png"))
                messages = driver.find_elements("id", "messages")
                if messages:
                    print(f"window {number} at {driver.current_url}: {messages[0].text!r}")
            except Exception:  # noqa: BLE001 - best effort
                pass
    for key, driver in drivers:
        if failed:
            _quit(driver)  # a window in an unknown state is not lent again
        else:
            chromium_pool.give_back(key, driver, live_server.url)
