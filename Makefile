# Kingdom: the README's two commands (make run, make test), make bench and make probe.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench probe install lint format clean lock client

# Both installs come from the locks (requirements*.txt: every package, indirect ones too, with
# its hashes), written by `make lock` from requirements*.in. A changed lock installs again.
PIP_INSTALL := $(BIN)/python -m pip install --quiet --disable-pip-version-check --require-hashes

$(VENV)/.run-installed: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP_INSTALL) -r requirements.txt
	touch $@

$(VENV)/.dev-installed: $(VENV)/.run-installed requirements-dev.txt node_modules/.installed
	$(PIP_INSTALL) -r requirements-dev.txt
	touch $@

# The pages' linter (ESLint) from the npm lock, with the machine's Node.js.
node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	touch $@

install: $(VENV)/.dev-installed

## make run: set up and serve the demo on SQLite + a filesystem broker (Ctrl-C stops).
run: $(VENV)/.run-installed
	scripts/run.sh

## make test: lint, mypy, import contracts and the whole suite (in parallel) against throwaway
## PostgreSQL and Redis; it ends by printing its own duration (from here, installs included).
SUITE_STARTED := $(shell date +%s)
test: $(VENV)/.dev-installed
	SUITE_STARTED=$(SUITE_STARTED) scripts/with-services.sh scripts/check.sh $(PYTEST_ARGS)

## make bench: the scripts in benchmarks/, which print figures and never fail the build.
bench: $(VENV)/.dev-installed
	scripts/with-services.sh scripts/bench.sh

## make probe: the hostile probe (scripts/probe.py, docs/staff.md): a production-like stack sent
## thousands of hostile requests; it fails on any 5xx or game left unable to act.
## Its options in PROBE_ARGS, e.g. make probe PROBE_ARGS="--seed 7 --count 8000".
probe: $(VENV)/.dev-installed
	SECRET_KEY=$${SECRET_KEY:-probe} scripts/with-services.sh $(BIN)/python scripts/probe.py $(PROBE_ARGS)

## make client: the Python client in clients/python/ made again from the OpenAPI document
## (openapi-python-client; docs/api.md). A test fails while the committed one differs.
client: $(VENV)/.dev-installed
	scripts/make-client.sh

lint: $(VENV)/.dev-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	node_modules/.bin/eslint frontend/static

format: $(VENV)/.dev-installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

## make lock: write the locks again from requirements*.in (after changing a pin there).
lock: $(VENV)/.dev-installed
	CUSTOM_COMPILE_COMMAND="make lock" $(BIN)/pip-compile --quiet --generate-hashes --strip-extras \
	  --allow-unsafe --no-emit-index-url --no-emit-find-links -o requirements.txt requirements.in
	CUSTOM_COMPILE_COMMAND="make lock" $(BIN)/pip-compile --quiet --generate-hashes --strip-extras \
	  --allow-unsafe --no-emit-index-url --no-emit-find-links -o requirements-dev.txt requirements-dev.in

clean:
	rm -rf $(VENV) var .pytest_cache .ruff_cache test-artifacts
