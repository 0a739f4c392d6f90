"""docs/production.md as written, run (issue 28 items 3 and 5): `deploy/production.sh setup`
from a fresh checkout with the variables of docs/production.md, then `deploy/production.sh web`
behind nginx configured by deploy/nginx.conf itself (its ports, paths and certificate replaced).

- The health check answers on plain HTTP (a load balancer's probe), while every other page is
  redirected to HTTPS.
- 50 slow clients (25 trickling their header, 25 their body) leave ordinary requests answered
  as usual; the same slow clients sent straight to gunicorn leave it answering nobody (the
  test would catch a proxy that passed them through).
"""

import contextlib
import os
import secrets
import shutil
import signal
import socket
import ssl
import subprocess
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.tasks.conftest import ROOT, _test_database_url
from tests.tasks.test_layout import free_port, fresh_checkout
from tests.waiting import wait_for

HOST = "kingdom.example.org"
SLOW_CLIENTS = 50


def nginx_conf(tmp: Path, http: int, https: int, web: int) -> Path:
    """deploy/nginx.conf on this machine's free ports, inside a main configuration of its own
    (no root's paths: its pid, logs and buffers in `tmp`)."""
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
         f"/CN={HOST}", "-keyout", str(tmp / "privkey.pem"), "-out", str(tmp / "fullchain.pem")],
        check=True, capture_output=True,
    )  # fmt: skip
    site = (ROOT / "deploy" / "nginx.conf").read_text()
    for written, here in [
        ("listen 80;", f"listen 127.0.0.1:{http};"),
        ("listen 443 ssl;", f"listen 127.0.0.1:{https} ssl;"),
        ("127.0.0.1:8000", f"127.0.0.1:{web}"),
        ("/etc/ssl/kingdom", str(tmp)),
    ]:
        assert written in site, written
        site = site.replace(written, here)
    (tmp / "site.conf").write_text(site)
    for folder in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
        (tmp / folder).mkdir(mode=0o777)
        (tmp / folder).chmod(0o777)  # nginx's workers run as nobody under root
    main = tmp / "nginx.conf"
    main.write_text(
        f"daemon off; worker_processes 1; pid {tmp}/nginx.pid; error_log {tmp}/error.log;\n"
        "events { worker_connections 512; }\n"
        f"http {{ access_log off; client_body_temp_path {tmp}/body; "
        f"proxy_temp_path {tmp}/proxy; fastcgi_temp_path {tmp}/fastcgi; "
        f"uwsgi_temp_path {tmp}/uwsgi; scgi_temp_path {tmp}/scgi; include {tmp}/site.conf; }}\n"
    )
    return main


def get(url: str, timeout: float = 10) -> tuple[int, dict]:
    """An ordinary request (no redirect followed, the test's certificate accepted)."""
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect, urllib.request.HTTPSHandler(context=context))
    request = urllib.request.Request(url, headers={"Host": HOST})
    try:
        with opener.open(request, timeout=timeout) as answer:
            return answer.status, dict(answer.headers)
    except urllib.error.HTTPError as answer:
        return answer.code, dict(answer.headers)


def answers(url: str, timeout: float = 10) -> bool:
    """Whether `url` answers 200 (not yet listening, or not in time: False)."""
    try:
        return get(url, timeout)[0] == 200
    except OSError:  # urllib's URLError around a refused connection or a time-out
        return False


class SlowClients:
    """Clients that send one header line, or one byte of their body, a second, until stopped."""

    def __init__(self, port: int, count: int):
        self.port, self.count = port, count
        self.stopped = threading.Event()
        self.threads = [threading.Thread(target=self._trickle, args=(i,)) for i in range(count)]

    def __enter__(self):
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        for thread in self.threads:
            thread.join(timeout=10)

    def _trickle(self, i: int) -> None:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port)) as s:
            if i % 2:  # a slow header
                s.sendall(f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\n".encode())
                piece = b"X-Slow: still here\r\n"
            else:  # a slow body
                s.sendall(
                    f"POST /api/auth/token/ HTTP/1.1\r\nHost: {HOST}\r\n"
                    "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n".encode()
                )
                piece = b" "
            while not self.stopped.wait(1):
                s.sendall(piece)


@pytest.fixture
def production(transactional_db, tmp_path):
    if not shutil.which("nginx"):
        pytest.fail("nginx is not installed: run the suite with `make test`")
    clone = fresh_checkout(tmp_path)
    web_port, http, https = free_port(), free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SECURE_", "DEBUG"))}
    broker = os.environ["CELERY_BROKER_URL"].rsplit("/", 1)[0]
    env |= {  # docs/production.md, with this suite's database and Redis
        "SECRET_KEY": secrets.token_urlsafe(50),
        "DEBUG": "false",
        "DATABASE_URL": _test_database_url(),
        "ALLOWED_HOSTS": HOST,
        "SECURE_SSL_REDIRECT": "true",
        "SECURE_HSTS_SECONDS": "31536000",
        "CACHE_URL": f"{broker}/63",
        "PROXY_COUNT": "1",
        "KINGDOM_VAR_DIR": str(tmp_path / "var"),
        # As in the rest of the suite (scripts/check.sh): no hashing nor compressing of the
        # static files, collectstatic's slowest work.
        "STATICFILES_MANIFEST": "false",
        "WEB_PORT": str(web_port),
        "WEB_WORKERS": "2",
    }
    setup = subprocess.run(
        ["deploy/production.sh", "setup"], cwd=clone, env=env, capture_output=True, text=True
    )
    assert setup.returncode == 0, setup.stdout + setup.stderr
    assert "System check identified no issues" in setup.stdout
    assert "Rules loaded" in setup.stdout or "already" in setup.stdout, setup.stdout
    log = (ROOT / "test-artifacts" / "production-web.log").open("wb")
    web = subprocess.Popen(
        ["deploy/production.sh", "web"], cwd=clone, env=env, stdout=log, stderr=log,
        start_new_session=True,
    )  # fmt: skip
    proxy = subprocess.Popen(["nginx", "-c", str(nginx_conf(tmp_path, http, https, web_port))])
    try:
        # A worker's first request loads the URLs and views: let it, before nginx's time-outs.
        wait_for(lambda: answers(f"http://127.0.0.1:{web_port}/healthz", 30), "gunicorn")
        wait_for(lambda: answers(f"https://127.0.0.1:{https}/healthz"), "nginx")
        yield web_port, http, https
    finally:
        proxy.terminate()
        os.killpg(web.pid, signal.SIGKILL)
        proxy.wait(timeout=10)
        web.wait(timeout=10)
        log.close()


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
@pytest.mark.timeout(180)
def test_the_production_layout_behind_nginx(production):
    web_port, http, https = production

    # Plain HTTP: the health check answers (a load balancer's probe); the rest goes to HTTPS.
    assert get(f"http://127.0.0.1:{http}/healthz")[0] == 200
    status, headers = get(f"http://127.0.0.1:{http}/api/games/")
    assert (status, headers["Location"]) == (301, f"https://{HOST}/api/games/")
    status, headers = get(f"https://127.0.0.1:{https}/healthz")
    assert status == 200 and "max-age=31536000" in headers["Strict-Transport-Security"]

    with SlowClients(http, SLOW_CLIENTS):
        for _ in range(10):  # while the slow clients trickle
            assert get(f"https://127.0.0.1:{https}/healthz")[0] == 200
            assert get(f"https://127.0.0.1:{https}/api/games/")[0] in (401, 403)
            assert get(f"http://127.0.0.1:{http}/healthz")[0] == 200

    # Without the proxy, a few of the same clients hold both of gunicorn's workers.
    with SlowClients(web_port, 8), pytest.raises(OSError):  # a time-out: nobody answers
        get(f"http://127.0.0.1:{web_port}/healthz", timeout=3)


def directives(text: str) -> list[str]:
    """An nginx configuration's lines without comments, blanks and indentation."""
    lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
    return [line for line in lines if line]


def test_the_production_page_shows_the_proxys_configuration_as_the_file_has_it():
    readme = (ROOT / "docs" / "production.md").read_text()
    shown = readme.split("```nginx\n", 1)[1].split("```", 1)[0]
    assert directives(shown) == directives((ROOT / "deploy" / "nginx.conf").read_text())
