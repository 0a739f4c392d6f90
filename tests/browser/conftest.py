"""Headless Chromium driven by Selenium against pytest-django's live server (PostgreSQL under
`make test`). Without Debian's /usr/bin/chromium and chromedriver (scripts/install-browser.sh
installs them; `make test` runs it) every browser test fails: a suite that cannot drive the
pages is not green. An ad-hoc run may skip them instead, asked for by name:
`KINGDOM_SKIP_BROWSER=1` (never set by `make test`).

Under pytest-xdist each worker has its own live server and its own Chromium windows."""

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


@pytest.fixture
def browsers(request, artifacts):
    """A factory of Chromium windows (`browsers(width, height)`), all quit after the test."""
    if not CHROMIUM.exists() or not CHROMEDRIVER.exists():
        missing = "no /usr/bin/chromium or /usr/bin/chromedriver: run scripts/install-browser.sh"
        if os.environ.get("KINGDOM_SKIP_BROWSER") == "1":
            pytest.skip(f"{missing} (KINGDOM_SKIP_BROWSER=1)")
        pytest.fail(missing, pytrace=False)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    drivers = []

    def make(width=1280, height=1000, phone=False):
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
        driver = webdriver.Chrome(options=options, service=service)
        driver.set_page_load_timeout(30)
        drivers.append(driver)
        return driver

    yield make
    if getattr(request.node, "failed_call", False):
        for number, driver in enumerate(drivers):
            try:
                driver.save_screenshot(str(artifacts / f"failure-{request.node.name}-{number}.png"))
                messages = driver.find_elements("id", "messages")
                if messages:
                    print(f"window {number} at {driver.current_url}: {messages[0].text!r}")
            except Exception:  # noqa: BLE001 - best effort
                pass
    for driver in drivers:
        # A browser that died must not hide the test's own failure.
        with contextlib.suppress(Exception):
            driver.quit()
